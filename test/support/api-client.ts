import { NestFastifyApplication } from '@nestjs/platform-fastify';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';

/** Requests through the real Fastify stack (inject), with a bearer token. */
export class ApiClient {
  constructor(private readonly app: NestFastifyApplication) {}

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
