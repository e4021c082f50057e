/**
 * Test support: start a real sample API on a loopback port and call it over HTTP the way the
 * partner gateway is called (JSON bodies on GET included).
 */
import { request } from 'undici';
import { operations, type OperationId } from '../contract/operations';
import type { SampleConfigInput } from './config';
import { createSampleApi } from './server';

export const TEST_TODAY = '2026-11-18';

export interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: () => Record<string, unknown> & {
    result: unknown;
    error: unknown;
    message: string;
    statusCode: number;
    status: boolean;
  };
}

export const startSampleApi = async (input: SampleConfigInput = {}) => {
  const api = createSampleApi({ scale: 'small', today: TEST_TODAY, processingMs: 200, ...input });
  const url = await api.listen(0, '127.0.0.1');
  const apiKey = api.config.apiKey;

  const raw = async (
    method: string,
    path: string,
    options: { headers?: Record<string, string>; body?: string } = {},
  ): Promise<RawReply> => {
    const res = await request(`${url}${path}`, {
      method: method as 'GET',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: options.body,
    });
    const text = await res.body.text();
    return {
      status: res.statusCode,
      headers: res.headers,
      text,
      json: () => JSON.parse(text) as ReturnType<RawReply['json']>,
    };
  };

  const signIn = async () => {
    const reply = await raw('POST', operations.signIn.path, {
      headers: { 'x-api-key': apiKey },
      body: JSON.stringify({ email: api.config.email, password: api.config.password }),
    });
    const result = reply.json().result as { token: string; refresh: string };
    return result;
  };

  /** Calls one operation as the contract table describes it. */
  const call = async (
    id: OperationId,
    options: {
      token?: string;
      query?: Record<string, string | number>;
      body?: unknown;
      apiKey?: string | null;
    } = {},
  ) => {
    const def = operations[id];
    const params = new URLSearchParams(
      Object.entries(options.query ?? {}).map(([k, v]) => [k, String(v)]),
    );
    const headers: Record<string, string> = {};
    const key = options.apiKey === undefined ? apiKey : options.apiKey;
    if (key !== null) headers['x-api-key'] = key;
    if (def.tokenHeader && options.token) headers[def.tokenHeader] = options.token;
    const qs = params.toString();
    return raw(def.method, `${def.path}${qs ? `?${qs}` : ''}`, {
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  };

  const admin = (method: string, path: string, body?: unknown) =>
    raw(method, path, {
      headers: { 'x-api-key': apiKey },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /**
   * What the dashboard's server needs to stand on this sample: its address and key, the partner
   * credential, and a first owner who signs in with that same email and password (the demo's).
   */
  const credential = { email: api.config.email, password: api.config.password };
  const proxyConfig = {
    upstreamUrl: url,
    partnerApiKey: apiKey,
    partnerCredential: credential,
    firstOwner: { ...credential, name: 'Demo Owner' },
  };

  return { api, url, apiKey, raw, call, signIn, admin, proxyConfig, close: () => api.close() };
};

export type TestSampleApi = Awaited<ReturnType<typeof startSampleApi>>;
