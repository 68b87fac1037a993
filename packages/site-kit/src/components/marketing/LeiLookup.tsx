import type { SearchSection } from '@kyc/content';
import { Button, TextField } from '@kyc/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { checkLeiShape } from '../../lib/marketing/checkLeiShape';
import { normalizeLei } from '../../lib/marketing/normalizeLei';
import type {
  LeiFormText,
  LeiLookup as LeiLookupState,
  LeiRecord,
} from '../../lib/marketing/types';
import { useSearchTracking } from '../../lib/marketing/useSafeTracking';
import { useStaticPage } from '../../lib/staticPage';
import { LEI_FORM_ATTRIBUTE } from '../../static/attributes';
import { TRACK_SEARCH_ATTRIBUTE } from '../../static/trackStaticPage';
import type { PageContext } from './pageContext';
import { SectionFrame } from './SectionFrame';

const FIELD_ID = 'lei-query';

const messageOf = (lookup: LeiLookupState) =>
  lookup.status === 'invalid' ? lookup.message : undefined;

function RecordView({ record, form }: { record: LeiRecord; form: LeiFormText }) {
  return (
    <section className="mk-lei__result" aria-labelledby="lei-result-title">
      <p className="mk-lei__result-label">{form.result}</p>
      <h3 id="lei-result-title" className="mk-lei__name">
        {record.legalName}
      </h3>
      <dl className="mk-lei__record">
        {record.fields.map(({ label, value }) => (
          <div key={label} className="mk-lei__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export interface LeiLookupProps {
  section: SearchSection;
  /** What the loader found for `?lei=`. */
  lookup: LeiLookupState;
  /** The form's words in the page's language (loader data). */
  form: LeiFormText;
  context: PageContext;
}

/**
 * The LEI look-up (content section kind 'search'): a GET form that works without JavaScript
 * (the loader reads `?lei=` and checks it fully), whose shape is checked in the browser before
 * it is sent, and the answer below it: the record, the validators' message on the field, not
 * found or the network error. The field keeps what was typed. Every word comes from the loader.
 *
 * @example <LeiLookup section={section} lookup={loaderData.lookup} form={loaderData.form} context={context} />
 */
export function LeiLookup({ section, lookup, form, context }: LeiLookupProps) {
  const { locale } = context;
  const staticPage = useStaticPage();
  const navigation = useNavigation();
  const trackSearch = useSearchTracking(context.trackingLabel);
  const [answer, setAnswer] = useState(lookup);
  const [value, setValue] = useState(lookup.query);
  // The loader's message until the visitor edits the field; a failed check in the browser replaces it.
  const [message, setMessage] = useState(messageOf(lookup));
  // Each answer of the loader (another look-up, or the same one sent again) starts the form
  // afresh from what was sent.
  if (answer !== lookup) {
    setAnswer(lookup);
    setValue(lookup.query);
    setMessage(messageOf(lookup));
  }
  const searching =
    navigation.state !== 'idle' && new URLSearchParams(navigation.location?.search).has('lei');
  // The server's message (wrong check digits) puts the visitor on the field, as the browser's does.
  useEffect(() => {
    if (messageOf(lookup)) document.getElementById(FIELD_ID)?.focus();
  }, [lookup]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const stop = checkLeiShape(value, form);
    if (stop) {
      event.preventDefault();
      setMessage(stop);
      document.getElementById(FIELD_ID)?.focus();
      return;
    }
    trackSearch(normalizeLei(value));
  };

  return (
    <SectionFrame id={section.id} title={section.title} className="mk-lei">
      <Form
        method="get"
        role="search"
        aria-labelledby={`${section.id}-title`}
        className="mk-lei__form"
        noValidate
        onSubmit={onSubmit}
        {...{ [TRACK_SEARCH_ATTRIBUTE]: context.trackingLabel }}
        // A page without React answers in place with static/leiForm.ts, which checks the shape
        // with these words. (Never true in a browser, so hydration still matches.)
        {...(staticPage
          ? {
              [LEI_FORM_ATTRIBUTE]: '',
              'data-required': form.required,
              'data-format': form.format,
            }
          : {})}
      >
        {locale === 'en' && <input type="hidden" name="lang" value="en" />}
        <TextField
          id={FIELD_ID}
          name="lei"
          label={form.field}
          hint={section.hint}
          placeholder={section.placeholder}
          locale={locale}
          value={value}
          autoComplete="off"
          spellCheck={false}
          error={message}
          validate={(input) => checkLeiShape(input, form)}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setMessage(undefined);
          }}
          className="mk-lei__field"
        />
        <Button type="submit" loading={searching} className="mk-lei__submit">
          {section.buttonLabel}
        </Button>
      </Form>
      <div className="mk-lei__answer" aria-live="polite">
        {lookup.status === 'found' && <RecordView record={lookup.record} form={form} />}
        {(lookup.status === 'notFound' || lookup.status === 'error') && (
          <p className={`mk-notice mk-notice--${lookup.status}`}>{lookup.message}</p>
        )}
      </div>
    </SectionFrame>
  );
}
