/**
 * Every route's method and path pattern, collected as Fastify registers them, so a
 * request that matches a path under another method answers 405 instead of 404.
 */
export class RouteRegistry {
  private readonly routes: { method: string; pattern: RegExp }[] = [];

  add(methods: string | string[], url: string): void {
    const pattern = new RegExp(
      '^' + url.replace(/\/$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+') + '/?$',
    );
    for (const method of [methods].flat()) this.routes.push({ method: method.toUpperCase(), pattern });
  }

  /** True when the path exists under some method other than the one asked. */
  pathExistsForOtherMethod(method: string, path: string): boolean {
    const upper = method.toUpperCase();
    return this.routes.some((r) => r.method !== upper && r.method !== 'HEAD' && r.pattern.test(path));
  }
}
