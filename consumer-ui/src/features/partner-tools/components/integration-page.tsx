import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedPartnerApiKey, PartnerApiKeyView } from '@marketplace/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { TextField } from '@/components/ui/field';
import type { CallAuth } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { createApiKey, getApiKeys, revokeApiKey } from '../api/tools';
import { referralLink, type Referrer } from '../links';
import { CopyLink } from './copy-link';
import { useLoad } from './use-load';

const LEAD_EXAMPLE = (origin: string) => `curl -X POST ${origin}/api/partner/v1/leads \\
  -H 'X-Api-Key: <your key>' \\
  -H 'Idempotency-Key: <your id for this lead>' \\
  -H 'Content-Type: application/json' \\
  -d '{"mobile":"9876543210","name":"Asha Verma","product":"PL",
       "consent":{"given":true,"text":"<the notice the customer agreed to>",
                  "given_at":"2026-11-25T10:15:00+05:30"}}'`;

// Node.js with the jsonwebtoken package; any HS256 JWT library does the same.
const SIGN_IN_EXAMPLE = (origin: string) => `const token = jwt.sign(
  { sub: '9876543210', jti: crypto.randomUUID(), utm_campaign: 'my-site' },
  '<your signing secret>',
  { algorithm: 'HS256', expiresIn: 120, keyid: '<your key prefix, e.g. cmk_Ab12Cd34>' },
);
// Send the customer's browser to:
\`${origin}/auth?token=\${token}\``;

/**
 * /partner/digital-integration: the partner's lead API keys (created, named and revoked here; a
 * new key and its signing secret are shown once), how to call the lead API, how to sign customers
 * in from the partner's own site (/auth), and a link snippet for its own website.
 */
export const IntegrationPage = ({ auth, who }: { auth: CallAuth; who: Referrer }) => {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const keys = useLoad(() => getApiKeys(auth), version);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedPartnerApiKey | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const origin = window.location.origin;
  const snippet = `<a href="${referralLink(origin, who, { campaign: 'website' })}" target="_blank" rel="noopener">${t('partner.tools.integration.snippetText')}</a>`;

  const create = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 2 || trimmed.length > 60) {
      setNameError(t('errors.API_KEY_NAME_INVALID'));
      return;
    }
    setBusy(true);
    try {
      const res = await createApiKey(auth, trimmed);
      setCreated(res.data);
      setName('');
      setNameError(null);
      setVersion((v) => v + 1);
    } catch (err) {
      setNameError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (key: PartnerApiKeyView) => {
    try {
      await revokeApiKey(auth, key.id);
      showToast('success', t('partner.tools.integration.revoked', { name: key.name }));
      setConfirming(null);
      setVersion((v) => v + 1);
    } catch (err) {
      showToast('error', errorText(t, err));
    }
  };

  return (
    <Card
      as="main"
      className="partner-tools"
      heading={t('partner.tools.integration.title')}
      level={1}
    >
      <p className="muted">{t('partner.tools.integration.intro')}</p>

      <section aria-labelledby="keys-heading">
        <h2 id="keys-heading">{t('partner.tools.integration.keys')}</h2>
        <form className="form api-key-form" onSubmit={(e) => void create(e)} noValidate>
          <TextField
            label={t('partner.tools.integration.keyName')}
            hint={t('partner.tools.integration.keyNameHint')}
            value={name}
            maxLength={60}
            error={nameError}
            onValue={setName}
          />
          <Button type="submit" disabled={busy}>
            {t('partner.tools.integration.create')}
          </Button>
        </form>
        {created ? (
          <div className="new-key" role="status">
            <p>
              <strong>{t('partner.tools.integration.createdTitle', { name: created.name })}</strong>
            </p>
            <p>{t('partner.tools.integration.createdHint')}</p>
            <p>{t('partner.tools.integration.keyLabel')}</p>
            <CopyLink
              link={created.key}
              label={created.name}
              ariaLabel={t('partner.tools.integration.copyKey', { name: created.name })}
            />
            <p>{t('partner.tools.integration.secretLabel')}</p>
            <CopyLink
              link={created.signing_secret}
              label={created.name}
              ariaLabel={t('partner.tools.integration.copySecret', { name: created.name })}
            />
            <Button variant="plain" small onClick={() => setCreated(null)}>
              {t('partner.tools.integration.done')}
            </Button>
          </div>
        ) : null}
        {keys.error ? (
          <p className="field__error" role="alert">
            {keys.error}
          </p>
        ) : null}
        <DataTable label={t('partner.tools.integration.keys')} className="customers-table">
          <thead>
            <tr>
              <th scope="col">{t('partner.tools.integration.columns.name')}</th>
              <th scope="col">{t('partner.tools.integration.columns.key')}</th>
              <th scope="col">{t('partner.tools.integration.columns.created')}</th>
              <th scope="col">{t('partner.tools.integration.columns.lastUsed')}</th>
              <th scope="col">{t('partner.tools.integration.columns.status')}</th>
              <th scope="col">
                <span className="visually-hidden">
                  {t('partner.tools.integration.columns.actions')}
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.data?.data.length === 0 ? (
              <tr>
                <td colSpan={6}>{t('partner.tools.integration.none')}</td>
              </tr>
            ) : null}
            {keys.data?.data.map((key) => (
              <tr key={key.id}>
                <td>{key.name}</td>
                <td>
                  <code>{key.prefix}…</code>
                </td>
                <td>{formatDate(key.created_at)}</td>
                <td>{formatDate(key.last_used_at)}</td>
                <td>
                  {key.revoked_at
                    ? t('partner.tools.integration.revokedOn', {
                        date: formatDate(key.revoked_at),
                      })
                    : t('partner.tools.integration.active')}
                </td>
                <td>
                  {key.revoked_at ? null : confirming === key.id ? (
                    <span className="actions">
                      <Button variant="secondary" small onClick={() => void revoke(key)}>
                        {t('partner.tools.integration.confirmRevoke', { name: key.name })}
                      </Button>
                      <Button variant="plain" small onClick={() => setConfirming(null)}>
                        {t('partner.tools.integration.cancel')}
                      </Button>
                    </span>
                  ) : (
                    <Button
                      variant="plain"
                      small
                      aria-label={t('partner.tools.integration.revokeNamed', { name: key.name })}
                      onClick={() => setConfirming(key.id)}
                    >
                      {t('partner.tools.integration.revoke')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </section>

      <section aria-labelledby="lead-api-heading">
        <h2 id="lead-api-heading">{t('partner.tools.integration.leadApi')}</h2>
        <p>{t('partner.tools.integration.leadApiHint')}</p>
        <ul>
          <li>{t('partner.tools.integration.ruleConsent')}</li>
          <li>{t('partner.tools.integration.ruleIdempotency')}</li>
          <li>
            {t('partner.tools.integration.ruleLimit', {
              count: keys.data?.requests_per_minute ?? 60,
            })}
          </li>
          <li>{t('partner.tools.integration.ruleAnswer')}</li>
        </ul>
        <pre className="code-block" tabIndex={0}>
          {LEAD_EXAMPLE(origin)}
        </pre>
        <p>
          <a href="/api/docs" target="_blank" rel="noopener">
            {t('partner.tools.integration.docs')}
          </a>
        </p>
      </section>

      <section aria-labelledby="sign-in-heading">
        <h2 id="sign-in-heading">{t('partner.tools.integration.signIn')}</h2>
        <p>{t('partner.tools.integration.signInHint', { url: `${origin}/auth?token=…` })}</p>
        <ul>
          <li>{t('partner.tools.integration.signInToken')}</li>
          <li>{t('partner.tools.integration.signInClaims')}</li>
          <li>{t('partner.tools.integration.signInWho')}</li>
          <li>{t('partner.tools.integration.signInOnce')}</li>
        </ul>
        <pre className="code-block" tabIndex={0}>
          {SIGN_IN_EXAMPLE(origin)}
        </pre>
      </section>

      <section aria-labelledby="snippet-heading">
        <h2 id="snippet-heading">{t('partner.tools.integration.snippet')}</h2>
        <p>{t('partner.tools.integration.snippetHint')}</p>
        <CopyLink link={snippet} label={t('partner.tools.integration.snippet')} />
      </section>
    </Card>
  );
};
