/** The id after `id` in its sequence: numeric tail incremented, width kept (`E-0099` -> `E-0100`, D9). */
export function nextEmployeeId(id: string): string {
  const match = /^(.*?)(\d+)$/.exec(id);
  if (!match) throw new Error(`employee id ${id} does not end in a number`);
  const [, prefix, digits] = match;
  return prefix + (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
}
