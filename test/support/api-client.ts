import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { conformanceFor, OpenApiConformance } from './openapi-conformance';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';

/**
 * Requests through the real Fastify stack (inject), with a bearer token. Every response is checked against
 * the OpenAPI document the app serves: an undocumented status or a body that does not match its
 * schema fails the test, so the suite is a conformance suite.
 */
export class ApiClient {
  private conformance?: OpenApiConformance;

  constructor(private readonly app: NestFastifyApplication) {}

  private async contract(): Promise<OpenApiConformance> {
    if (!this.conformance) {
      const served = await this.app.inject({ method: 'GET', url: '/api/openapi.json' });
      if (served.statusCode !== 200) throw new Error(`the OpenAPI document is not served: ${served.statusCode}`);
      this.conformance = conformanceFor(served.body);
    }
    return this.conformance;
  }

  async request<T = any>(method: Method, url: string, token?: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const response = await this.app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    let parsed: unknown = response.body;
    try {
      parsed = response.body ? JSON.parse(response.body) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    const contentType = response.headers['content-type'] as string | undefined;
    const problems = (await this.contract()).check(method, url, response.statusCode, contentType, parsed);
    if (problems.length) throw new Error(`Response does not conform to the OpenAPI document:\n  ${problems.slice(0, 10).join('\n  ')}\nbody: ${response.body.slice(0, 1000)}`);
    return { status: response.statusCode, body: parsed as T, headers: response.headers };
  }

  get<T = any>(url: string, token?: string) {
    return this.request<T>('GET', url, token);
  }
  post<T = any>(url: string, token: string | undefined, body: unknown = {}) {
    return this.request<T>('POST', url, token, body);
  }
  patch<T = any>(url: string, token: string | undefined, body: unknown = {}) {
    return this.request<T>('PATCH', url, token, body);
  }
  delete<T = any>(url: string, token?: string) {
    return this.request<T>('DELETE', url, token);
  }
}
