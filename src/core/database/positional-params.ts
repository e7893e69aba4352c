/**
 * Turns SQL with TypeORM-style named parameters (`:name`, `(:...list)`) into pg's positional form (`$1`), with
 * the values in order. Only names present in `params` are replaced, so casts (`::date`) and text such as
 * `'HH24:MI'` stay as they are. A list becomes one placeholder per value (its length is part of the shape).
 */
export class PositionalParams {
  readonly values: unknown[] = [];
  private readonly positions = new Map<string, number>();

  /** Appends one value and returns its placeholder. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  convert(sql: string, params: Record<string, unknown>): string {
    return sql.replace(/(?<![:\w]):(\.\.\.)?([A-Za-z_]\w*)/g, (match, spread: string | undefined, name: string) => {
      if (!Object.prototype.hasOwnProperty.call(params, name)) return match;
      const value = params[name];
      if (spread) return (value as unknown[]).map((v) => this.add(v)).join(', ');
      let position = this.positions.get(name);
      if (position === undefined) {
        this.values.push(value);
        position = this.values.length;
        this.positions.set(name, position);
      }
      return `$${position}`;
    });
  }
}
