import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The consumer app's pages draw buttons and panels with the shared components
// (consumer-ui/eslint.config.mjs), proven on planted files linted as if they sat in the app.
const app = join(__dirname, '..', 'consumer-ui');
const eslint = new ESLint({
  cwd: app,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
});

async function refused(code: string, file = 'src/features/cards/planted.tsx') {
  const [result] = await eslint.lintText(code, { filePath: join(app, file) });
  expect(result.messages.filter((m) => m.fatal).map((m) => m.message)).toEqual([]);
  return result.messages.map((m) => ({ line: m.line, message: m.message }));
}

const RAW = expect.stringContaining('shared components of src/components/ui');

describe('the consumer app’s shared buttons and panels', () => {
  it('refuses the raw button and card classes in a page, whatever way they are written', async () => {
    const found = await refused(
      'export const a = <button className="btn btn--primary">Go</button>;\n' +
        'export const b = <section className="card">Text</section>;\n' +
        'export const c = (on: boolean) => <a className={on ? "btn--link" : "x"}>Go</a>;\n' +
        'export const d = (x: string) => <div className={`card ${x}`}>Text</div>;\n' +
        "export const e = <main className='narrow card'>Text</main>;\n",
    );
    expect(found).toEqual([1, 2, 3, 4, 5].map((line) => ({ line, message: RAW })));
  });

  it('lets a page use the components and classes that only contain the words', async () => {
    const found = await refused(
      "import { Button, buttonClass } from '@/components/ui/button';\n" +
        "import { Card } from '@/components/ui/card';\n" +
        'export const a = <Button variant="link">Go</Button>;\n' +
        'export const b = <a className={buttonClass({ block: true })}>Go</a>;\n' +
        'export const c = <Card as="article" className="offer-card insurer-card__x">x</Card>;\n' +
        'export const d = <p className="card-note">x</p>;\n',
      'src/app/routes/planted.tsx',
    );
    expect(found).toEqual([]);
  });

  it('lets the shared components themselves write the classes', async () => {
    const found = await refused(
      'export const Planted = () => <button className="btn btn--primary">Go</button>;\n',
      'src/components/ui/planted.tsx',
    );
    expect(found).toEqual([]);
  });
});
