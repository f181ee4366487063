// Interactive prompts. Bundled apart from the CLI (scripts/bundle.mjs).
export { confirm, input, password, select } from '@inquirer/prompts';
