import type { ProductOption } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import type { Language } from './language.entity';
import { ReferenceRepository } from './reference.repository';

/** A language as `getLanguages` answers it (the consumer app's field names). */
export interface LanguageView {
  id: number;
  languageName: string;
  code: string;
  image: string | null;
  isDefault: number;
  country_key: string;
  country_name: string;
  phone_code: string;
}

export type ProductView = ProductOption;

@Injectable()
export class LanguagesService {
  constructor(private readonly reference: ReferenceRepository) {}

  /** getLanguages: the languages of a country, by ISO key ('IN') or phone code ('91'). */
  async forCountry(countryCode: string): Promise<LanguageView[]> {
    const where = /^\d+$/.test(countryCode)
      ? { phoneCode: countryCode }
      : { countryKey: countryCode.toUpperCase() };
    return (await this.reference.languagesOf(where)).map(toLanguageView);
  }

  /** A language by id or by code ('hi'). */
  async find(language: number | string): Promise<Language | null> {
    return this.reference.language(
      typeof language === 'number' ? { id: language } : { code: language.toLowerCase() },
    );
  }

  /** The products consumers choose from at /products, in display order. */
  async activeProducts(): Promise<ProductView[]> {
    return (await this.reference.activeProducts()).map((p) => ({
      id: p.id,
      code: p.code,
      name: p.name,
      slug: p.slug,
    }));
  }
}

export function toLanguageView(l: Language): LanguageView {
  return {
    id: l.id,
    languageName: l.languageName,
    code: l.code,
    image: l.image,
    isDefault: l.isDefault,
    country_key: l.countryKey,
    country_name: l.countryName,
    phone_code: l.phoneCode,
  };
}
