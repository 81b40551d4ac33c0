import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useSession } from '@/lib/session';
import { getPartnerBrand, type Brand } from './api/get-partner';

interface BrandState {
  brand: Brand | null;
  /** The partner key to carry in links (?partner=…), when the visit came through a partner. */
  partner: string | null;
}

const BrandContext = createContext<BrandState>({ brand: null, partner: null });

export const useBrand = () => useContext(BrandContext);

/** The solar hostname gets its own landing page at the root. */
export const isSolarHost = () => /^solar\./i.test(window.location.hostname);

/**
 * A web font never hides text: Google Fonts' stylesheet declares `font-display: swap` when asked
 * with `display=swap`; other hosts' stylesheets are taken as they are.
 */
export const withSwap = (href: string) =>
  href.startsWith('https://fonts.googleapis.com/') && !/[?&]display=/.test(href)
    ? `${href}${href.includes('?') ? '&' : '?'}display=swap`
    : href;

/** Paints a brand: its colours and font as CSS variables, its name as the page title. */
export function applyBrand(brand: Brand) {
  const root = document.documentElement.style;
  if (brand.primary_color) root.setProperty('--brand-primary', brand.primary_color);
  if (brand.secondary_color) root.setProperty('--brand-secondary', brand.secondary_color);
  // The system font draws the text until the brand's web font has arrived (and if it never does).
  if (brand.font_family)
    root.setProperty('--brand-font', `${brand.font_family}, var(--system-fonts)`);
  const linkId = 'brand-font';
  document.getElementById(linkId)?.remove();
  if (brand.font_link && /^https:\/\//.test(brand.font_link)) {
    const link = document.createElement('link');
    link.id = linkId;
    link.rel = 'stylesheet';
    link.href = withSwap(brand.font_link);
    document.head.appendChild(link);
  }
  // A brand without a display name is titled by its key (the type says it may have none).
  document.title = brand.display_name ?? brand.name;
}

/**
 * Loads the visit's partner brand (get-partner-by-name; unknown names fall back to the default
 * brand) and applies its colours and font as CSS variables. Failures keep the built-in theme.
 */
export const BrandProvider = ({ children }: { children: ReactNode }) => {
  const { partner } = useSession();
  const [brand, setBrand] = useState<Brand | null>(null);
  useEffect(() => {
    let live = true;
    getPartnerBrand(partner).then(
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
  }, [partner]);
  const carried = brand && !brand.is_default ? brand.name : null;
  return (
    <BrandContext.Provider value={{ brand, partner: carried }}>{children}</BrandContext.Provider>
  );
};
