// Interactive prompts. Bundled apart from the CLI (scripts/bundle.mjs).
export { checkbox, confirm, input, password, select } from '@inquirer/prompts';
export { searchPrompt } from './search-prompt.js';
