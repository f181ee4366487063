// How much one request of WordPress' batch route (`POST /wp-json/batch/v1`) may carry, and one body of any other.
// WordPress takes 25 requests a batch (the `rest_get_max_batch_size` filter's default); `cal serve` takes 100, and
// says so (the capability `large_batches`). A client sends a server no more than it declares.

/**
 * Values one body may hold on `cal serve`: a form body's fields (PHP's max_input_vars, the limit qs reads queries
 * with), a JSON body's object members and array elements, nested ones included.
 */
export const MAX_BODY_VALUES = 1000;

export interface BatchLimits {
  /** Requests in one batch. */
  readonly requests: number;
  /** Values in the batch's body, as MAX_BODY_VALUES counts them. */
  readonly values: number;
}

/** What a server of the batch route takes: WordPress' 25 requests, in a body of the size of any other. */
export const WORDPRESS_BATCHES: BatchLimits = { requests: 25, values: MAX_BODY_VALUES };

/**
 * What `cal serve` takes: 100 requests, in a body of 8 times the values of any other (a request of a batch holds 40
 * values on average at most; one that holds more goes with fewer others, or alone).
 */
export const LARGE_BATCHES: BatchLimits = { requests: 100, values: 8 * MAX_BODY_VALUES };

/** What a server that takes batches takes, by what it declares. */
export const batchLimitsOf = (declared: { readonly large_batches: boolean }): BatchLimits =>
  declared.large_batches ? LARGE_BATCHES : WORDPRESS_BATCHES;
