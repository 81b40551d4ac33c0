import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../api/products';

// Simple line icons drawn inline: no icon font or emoji font needed on the phone.
const ICONS: Record<string, ReactNode> = {
  PL: <path d="M7 5h10M7 9h10M7 5c5 0 5 8 0 8l7 6" />,
  BL: (
    <>
      <path d="M4 10h16v10H4z" />
      <path d="M3 10l2-5h14l2 5M10 20v-5h4v5" />
    </>
  ),
  GL: (
    <>
      <path d="M3 18l3-6h6l3 6z" />
      <path d="M9 12l3-6h6l3 6" />
    </>
  ),
  HL: <path d="M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6" />,
  CC: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <path d="M3 10h18M7 15h4" />
    </>
  ),
  INS: <path d="M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6z" />,
};

interface Props {
  products: Product[];
  busy: boolean;
  onChoose: (product: Product) => void;
}

/** The products a consumer can choose from, each a large button. */
export const ProductList = ({ products, busy, onChoose }: Props) => {
  const { t } = useTranslation();
  return (
    <ul className="product-grid">
      {products.map((p) => (
        <li key={p.id}>
          <button
            type="button"
            className="product-tile"
            disabled={busy}
            onClick={() => onChoose(p)}
          >
            <span className="product-tile__icon" aria-hidden="true">
              <svg
                width="32"
                height="32"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {ICONS[p.code] ?? <circle cx="12" cy="12" r="4" />}
              </svg>
            </span>
            <span className="product-tile__name">
              {t(`products.names.${p.code}` as never, { defaultValue: p.name })}
            </span>
            <span className="product-tile__blurb">
              {t(`products.blurbs.${p.code}` as never, { defaultValue: '' })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
};
