import { useTranslation } from 'react-i18next';
import type { Product } from '../api/products';

const ICONS: Record<string, string> = {
  PL: '₹',
  BL: '🏪',
  GL: '🪙',
  HL: '🏠',
  CC: '💳',
  INS: '🛡️',
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
              {ICONS[p.code] ?? '•'}
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
