// Operation IDs built from a resource and a verb name: only some exist (terms have no by-slug routes).
import { catalog, type OperationId } from '../../api/catalog.js';

export const isOperationId = (name: string): name is OperationId => name in catalog;
