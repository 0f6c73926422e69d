import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(here, '../src');

/** Every source file of the web app, tests aside. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Issue 29: an invalid submit focuses the first invalid field as the screen shows it
 * (`lib/form-focus.ts`). react-hook-form's own focus, in registration order, would run after it and
 * win, so every form turns it off and hands its invalid submits to `focusFirstInvalid` (FormDialog
 * does for the forms it holds).
 */
describe('every form focuses its first invalid field in screen order', () => {
  const files = sources(src).map((file) => ({
    file: path.relative(src, file),
    text: readFileSync(file, 'utf8'),
  }));

  // The chat composer is one box: react-hook-form's own focus lands on it, which is right.
  const chatComposer = 'features/chat/public/ChatWidget.tsx';

  it('each useForm turns react-hook-form’s own focus off', () => {
    const forms = files.filter(
      ({ file, text }) => /\buseForm(<[^(]*>)?\(/.test(text) && file !== chatComposer,
    );
    // Most forms get it from useSchemaForm, the one way a form is written (issue 30); the few
    // that call useForm themselves must say it too. The count proves the scan finds them.
    expect(forms.map(({ file }) => file)).toContain('lib/use-schema-form.ts');
    const schemaForms = files.filter(({ text }) => /\buseSchemaForm(<[^(]*>)?\(/.test(text));
    expect(forms.length + schemaForms.length).toBeGreaterThan(15);
    for (const { file, text } of forms) {
      expect(text, `${file}: useForm without shouldFocusError: false`).toContain(
        'shouldFocusError: false',
      );
    }
  });

  it('each handleSubmit outside FormDialog passes its invalid submits to focusFirstInvalid', () => {
    const submitters = files.filter(
      ({ file, text }) => text.includes('handleSubmit(') && file !== chatComposer,
    );
    for (const { file, text } of submitters) {
      expect(text, `${file}: handleSubmit without focusFirstInvalid`).toContain(
        'focusFirstInvalid',
      );
    }
  });
});
