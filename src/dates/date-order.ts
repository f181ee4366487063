// The order day, month and year are written in by a file's numeric dates ("04/06/2027"): a setting and a flag.
import { isOneOf } from '../typing/one-of.js';
export const DATE_ORDERS = ['dmy', 'mdy', 'ymd'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

export const isDateOrder = (value: unknown): value is DateOrder => isOneOf(DATE_ORDERS, value);
