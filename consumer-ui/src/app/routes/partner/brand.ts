import { useEffect, useState } from 'react';
import { applyBrand } from '@/features/brand/brand-provider';
import { getPartnerBrand, type Brand } from '@/features/brand/api/get-partner';

/** The partner's brand (logo, colours, font), painted on the portal; the default when unknown. */
export function usePartnerBrand(name: string | null | undefined): Brand | null {
  const [brand, setBrand] = useState<Brand | null>(null);
  useEffect(() => {
    let live = true;
    getPartnerBrand(name ?? null).then(
      (b) => {
        if (!live) return;
        setBrand(b);
        applyBrand(b);
      },
      (error: unknown) => console.error('brand', error),
    );
    return () => {
      live = false;
    };
  }, [name]);
  return brand;
}
