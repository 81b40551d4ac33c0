import { PRODUCTS } from '@marketplace/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { WelcomeVideo } from '@/components/ui/welcome-video';
import {
  BusinessRegistrationDialog,
  chooseProduct,
  getProducts,
  ProductList,
  type Product,
} from '@/features/products';
import { isSigningOut } from '@/lib/api-client';
import { deployment } from '@/lib/deployment';
import { errorText } from '@/lib/errors';
import { signInPath } from '@/lib/routing';
import { updateSession, useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useAnsweredUiConfig } from '@/lib/ui-config';
import { paths } from '../paths';

/**
 * /products (the root on the alternate build): the product choice, with the welcome video when
 * one is configured. Arriving here clears the stored product; Business Loans
 * asks about the business registration first.
 */
export const ProductsRoute = () => {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [products, setProducts] = useState<Product[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [businessOpen, setBusinessOpen] = useState(false);

  useEffect(() => {
    updateSession({ productType: null, productId: null });
  }, []);
  useEffect(() => {
    getProducts().then(setProducts, (error: unknown) => showToast('error', errorText(t, error)));
  }, [t]);

  const video = useAnsweredUiConfig()?.appLinks.welcomeVideo;
  if (isSigningOut()) return null;
  if (!session.prospectAppId) return <Navigate to={signInPath(deployment())} replace />;
  if (!session.token) return <Navigate to={paths.verification.getHref()} replace />;
  const prospectAppId = session.prospectAppId;

  const choose = async (productId: number) => {
    setBusy(true);
    try {
      return await chooseProduct(prospectAppId, productId);
    } catch (error) {
      showToast('error', errorText(t, error));
      return null;
    } finally {
      setBusy(false);
    }
  };

  const onChoose = async (product: Product) => {
    if (product.code === 'BL') return setBusinessOpen(true);
    const choice = await choose(product.id);
    if (!choice) return;
    // The chosen product opens its own application, never the one of the product tried before;
    // a consumer who has not opened one this session is welcomed back first.
    updateSession({
      productId: choice.productId,
      productType: choice.productCode,
      appId: session.appId ? choice.appId : null,
    });
    void navigate(paths.user.root.getHref());
  };

  // YES: business loans; NO: personal loans at the detail page. Either way no product id.
  const onBusiness = async (registered: boolean) => {
    const code = registered ? 'BL' : 'PL';
    const id = products?.find((p) => p.code === code)?.id ?? PRODUCTS[code].id;
    const choice = await choose(id);
    if (!choice) return;
    setBusinessOpen(false);
    updateSession({
      productType: code,
      productId: null,
      appId: session.appId ? choice.appId : null,
    });
    if (registered) void navigate(paths.user.root.getHref());
    else void navigate(paths.user.userDetail.getHref(), { replace: true });
  };

  return (
    <main>
      <h1>{t('products.title')}</h1>
      <p className="muted">{t('products.intro')}</p>
      {video ? <WelcomeVideo src={video} /> : null}
      {products ? (
        <ProductList products={products} busy={busy} onChoose={(p) => void onChoose(p)} />
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
      <BusinessRegistrationDialog
        open={businessOpen}
        busy={busy}
        onContinue={(registered) => void onBusiness(registered)}
        onClose={() => {
          setBusinessOpen(false);
          updateSession({ productType: null, productId: null });
        }}
      />
    </main>
  );
};
