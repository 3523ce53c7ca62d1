import { KathaButton } from '@katha/react/button';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  useRef,
  useState,
} from 'react';
import { useI18n } from '../../state/locale.js';
import { AppLink } from '../shared/app-link.js';
import { DemoDone, submitOnEnter } from './form.js';
import { demoHref } from './forms.js';
import { AuthFrame, type AuthStyle } from './frame.js';
import '../../generated/messages/web-template-auth.js';

const LENGTH = 6;
const EMPTY = Array.from({ length: LENGTH }, () => '');
const digitsOf = (text: string) => [...text.replace(/\D/g, '')];

/**
 * /auth/auth{1,2}/two-steps: a 6-digit code, one box a digit, each labelled "Digit n of 6".
 * A digit typed moves to the next box, Backspace clears and moves back, the arrow keys, Home and
 * End move, a pasted (or autofilled) code fills the boxes from there on. The boxes run left to
 * right in every direction, as a code is read. Verify checks every box has its digit.
 */
export function TwoStepsDemo({ variant }: { variant: AuthStyle }) {
  const { t } = useI18n();
  const [code, setCode] = useState<string[]>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };
  /** Writes `digits` from box `from` on and moves to the box after the last one written. */
  const fill = (from: number, digits: string[]) => {
    const next = [...code];
    const written = digits.slice(0, LENGTH - from);
    written.forEach((digit, offset) => {
      next[from + offset] = digit;
    });
    setCode(next);
    focusBox(from + written.length);
  };
  const error =
    submitted && code.some((digit) => !digit)
      ? t('web-template-auth.twoSteps.incomplete', { count: LENGTH })
      : '';

  const onChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const digits = digitsOf(event.currentTarget.value);
    if (digits.length === 0) {
      setCode(code.map((digit, at) => (at === index ? '' : digit)));
      return;
    }
    // A typed digit after the one the box had (its text was not selected) replaces it.
    fill(index, digits.length === 2 && code[index] === digits[0] ? [digits[1]!] : digits);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const move = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: LENGTH - 1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      focusBox(move);
    } else if (event.key === 'Backspace' && !code[index] && index > 0) {
      event.preventDefault();
      setCode(code.map((digit, at) => (at === index - 1 ? '' : digit)));
      focusBox(index - 1);
    }
  };
  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text'));
    // A whole code fills every box, whichever box it was pasted in.
    if (digits.length) fill(digits.length >= LENGTH ? 0 : index, digits);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const missing = code.findIndex((digit) => !digit);
    if (missing >= 0) focusBox(missing);
    else setDone(code.join(''));
  };

  return (
    <AuthFrame
      variant={variant}
      title={t('web-template-auth.twoSteps.title')}
      intro={t('web-template-auth.twoSteps.intro', { digits: '••42' })}
    >
      {done ? (
        <DemoDone
          message={t('web-template-auth.twoSteps.done', { code: done })}
          onAgain={() => {
            setCode(EMPTY);
            setSubmitted(false);
            setDone(null);
          }}
        />
      ) : (
        <form className="auth-demo__form" noValidate onKeyDown={submitOnEnter} onSubmit={onSubmit}>
          <fieldset className="auth-demo__code" aria-describedby={error ? 'code-error' : undefined}>
            <legend>{t('web-template-auth.twoSteps.code')}</legend>
            <div className="auth-demo__code-boxes" dir="ltr">
              {code.map((digit, index) => (
                <input
                  // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions of the code
                  key={index}
                  ref={(box) => {
                    boxes.current[index] = box;
                  }}
                  name={`digit-${index + 1}`}
                  aria-label={t('web-template-auth.twoSteps.digit', { index: index + 1, count: LENGTH })}
                  inputMode="numeric"
                  autoComplete={index === 0 ? 'one-time-code' : 'off'}
                  pattern="[0-9]"
                  value={digit}
                  aria-invalid={error && !digit ? true : undefined}
                  aria-describedby={error ? 'code-error' : undefined}
                  onChange={onChange(index)}
                  onKeyDown={onKeyDown(index)}
                  onPaste={onPaste(index)}
                  onFocus={(event) => event.currentTarget.select()}
                />
              ))}
            </div>
          </fieldset>
          {error ? (
            <p className="form-error" id="code-error" role="alert">
              {error}
            </p>
          ) : null}
          <KathaButton type="submit">{t('web-template-auth.twoSteps.submit')}</KathaButton>
          <p>
            {t('web-template-auth.twoSteps.resendQuestion')}{' '}
            <KathaButton variant="text" type="button" onClick={() => setResent(true)}>
              {t('web-template-auth.twoSteps.resend')}
            </KathaButton>
          </p>
          <p role="status" className="auth-demo__muted">
            {resent ? t('web-template-auth.twoSteps.resent') : ''}
          </p>
        </form>
      )}
      <AppLink href={demoHref(variant, 'login')}>{t('web-template-auth.forgot.back')}</AppLink>
    </AuthFrame>
  );
}
