/** The server's own refusals and failures: a status, a code the browser can act on, a plain message. */
export class ProxyError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
    readonly extra: {
      fields?: { path: string; message: string }[];
      headers?: Record<string, string | string[]>;
    } = {},
  ) {
    super(detail);
  }
}

/** A setting is missing or wrong: the server says which, and does not start. */
export class ConfigError extends Error {}
