import { ConsentPage } from '@/features/consent';

/** /user/consent: the consent notice, the consumer's consents and the erasure request. */
export const ConsentRoute = () => <ConsentPage />;
