// YAML seed files. Bundled apart from the CLI (scripts/bundle.mjs).
export { isMap, isScalar, LineCounter, parseDocument, type Node, type Pair } from 'yaml';
