/** The API's error object (`{ id, code, name, message, issues }`). */
export interface ApiErrorBody {
  id?: string;
  code: number;
  name: string;
  message: string;
  issues?: { name: string; reason: string; forbidden?: boolean; index?: string }[];
}

/** An answer that is not a success, with the API's error object when it sent one. */
export class PersonnelApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
    what: string,
  ) {
    super(`${what}: ${status} ${body?.name ?? ''} ${body?.message ?? ''}`.trim());
    this.name = 'PersonnelApiError';
  }
}

/** Reads an error answer into a PersonnelApiError. */
export async function apiError(response: Response, what: string): Promise<PersonnelApiError> {
  const text = await response.text().catch(() => '');
  let body: ApiErrorBody | undefined;
  try {
    body = text ? (JSON.parse(text) as ApiErrorBody) : undefined;
  } catch {
    body = undefined;
  }
  return new PersonnelApiError(response.status, body, what);
}
