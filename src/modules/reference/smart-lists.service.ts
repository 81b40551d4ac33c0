import type { SmartListKey } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors';
import { ReferenceRepository } from './reference.repository';
import type { SmartListOption } from './smart-list-option.entity';

export type SmartListLanguage = 'en' | 'hi';

/** One option as `search-list` answers it. */
export interface SmartListItem {
  value: string;
  label: string;
  meta?: Record<string, unknown>;
}

/** Reference lists change only through migrations; a minute's staleness is harmless. */
const CACHE_MS = 60_000;

/**
 * The dropdown option lists (smart lists), kept in memory: every profile save
 * and every offers call reads them, so they are loaded once a minute, not once a request.
 */
@Injectable()
export class SmartListsService {
  private cache?: { at: number; lists: Promise<Map<string, SmartListOption[]>> };

  constructor(private readonly reference: ReferenceRepository) {}

  /** Every active list, options in display order. */
  lists(): Promise<Map<string, SmartListOption[]>> {
    if (!this.cache || Date.now() - this.cache.at > CACHE_MS) {
      const lists = this.load();
      this.cache = { at: Date.now(), lists };
      // A failed load must not stay cached.
      lists.catch(() => (this.cache = undefined));
    }
    return this.cache.lists;
  }

  async list(key: SmartListKey): Promise<SmartListOption[]> {
    return (await this.lists()).get(key) ?? [];
  }

  /** The active option of a list with that value, if any. */
  async option(key: SmartListKey, value: string): Promise<SmartListOption | undefined> {
    return (await this.list(key)).find((o) => o.value === value);
  }

  /** search-list/{lang}[/{keys}]: lists by key, labels in the language; unknown keys are a 404. */
  async search(lang: SmartListLanguage, keys?: string[]) {
    const lists = await this.lists();
    const wanted = keys ?? [...lists.keys()];
    const unknown = wanted.filter((k) => !lists.has(k));
    if (unknown.length) throw new AppError('SMART_LIST_NOT_FOUND', { keys: unknown.join(', ') });
    return Object.fromEntries(
      wanted.map((key) => [key, lists.get(key)!.map((o) => toItem(o, lang))]),
    ) as Record<string, SmartListItem[]>;
  }

  private async load(): Promise<Map<string, SmartListOption[]>> {
    const rows = await this.reference.activeSmartListOptions();
    const lists = new Map<string, SmartListOption[]>();
    for (const row of rows) lists.set(row.listKey, [...(lists.get(row.listKey) ?? []), row]);
    return lists;
  }
}

function toItem(o: SmartListOption, lang: SmartListLanguage): SmartListItem {
  const label = lang === 'hi' ? (o.labelHi ?? o.label) : o.label;
  return o.meta ? { value: o.value, label, meta: o.meta } : { value: o.value, label };
}
