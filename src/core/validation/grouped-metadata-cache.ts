import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

let installed = false;

/**
 * class-validator groups a class's constraints by property on every validation. The lists it groups are made once
 * per class (type-checks-first.ts keeps them), so each list's grouping is kept beside it: the executor only reads
 * the groups (it filters them into new arrays), never changes them.
 */
export function keepGroupedMetadata(): void {
  if (installed) return;
  installed = true;
  const storage = getMetadataStorage();
  const group = storage.groupByPropertyName.bind(storage);
  const grouped = new WeakMap<ValidationMetadata[], Record<string, ValidationMetadata[]>>();
  storage.groupByPropertyName = (metadata: ValidationMetadata[]) => {
    let byProperty = grouped.get(metadata);
    if (!byProperty) grouped.set(metadata, (byProperty = group(metadata)));
    return byProperty;
  };
}
