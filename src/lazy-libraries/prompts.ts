// Interactive prompts. Bundled apart from the CLI (scripts/bundle.mjs).
export { checkbox, confirm, input, password, search, select } from '@inquirer/prompts';
