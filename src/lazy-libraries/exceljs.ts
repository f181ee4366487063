// Excel workbooks (.xlsx) for import and export. Bundled apart from the CLI (scripts/bundle.mjs).
export { Workbook, type CellValue, type Worksheet } from 'exceljs';
