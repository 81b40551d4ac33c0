import { getMetadataStorage } from 'class-validator';
import type { MetadataStorage } from 'class-validator/types/metadata/MetadataStorage';

type Lookup = MetadataStorage['getTargetValidationMetadatas'];
type Rules = ReturnType<Lookup>;

let installed = false;

/**
 * class-validator looks a DTO's rules up afresh on every validation, and the look-up scans every
 * class that has rules (for inherited ones): with this app's few hundred DTO classes that was
 * about 5 % of a busy GET's CPU. Rules are only added as classes are defined, so the
 * answer is remembered per class and options, and all of it is forgotten when a rule is added.
 * The remembered lists are only read by class-validator (it groups them into new arrays).
 */
export function rememberValidationRules(): void {
  if (installed) return;
  installed = true;
  const storage = getMetadataStorage();
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  let known = new Map<unknown, Map<string, Rules>>();
  storage.addValidationMetadata = (metadata) => {
    known = new Map();
    add(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const options = `${schema}|${always}|${strictGroups}|${groups?.join('\u0000') ?? ''}`;
    let forTarget = known.get(target);
    if (!forTarget) known.set(target, (forTarget = new Map()));
    let rules = forTarget.get(options);
    if (!rules)
      forTarget.set(options, (rules = lookup(target, schema, always, strictGroups, groups)));
    return rules;
  };
}
