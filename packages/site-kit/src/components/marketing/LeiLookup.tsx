import type { SearchSection } from '@kyc/content';
import { Button, TextField } from '@kyc/ui';
import { checkLei } from '@kyc/validators';
import { type FormEvent, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { normalizeLei } from '../../lib/marketing/normalizeLei';
import type { LeiLookup as LeiLookupState, LeiRecord } from '../../lib/marketing/types';
import { useSearchTracking } from '../../lib/marketing/useSafeTracking';
import { LEI_TEXT } from './leiText';
import type { PageContext } from './pageContext';
import { SectionFrame } from './SectionFrame';

const FIELD_ID = 'lei-query';

function RecordView({ record, context }: { record: LeiRecord; context: PageContext }) {
  const text = LEI_TEXT[context.locale];
  const status = (value: string) => text.status[value] ?? value;
  const rows: [string, string | null][] = [
    [text.lei, record.lei],
    [text.otherName, record.otherName],
    [text.jurisdiction, record.jurisdiction],
    [text.registrationStatus, status(record.registrationStatus)],
    [text.entityStatus, status(record.entityStatus)],
    [text.initialRegistrationDate, record.initialRegistrationDate],
    [text.nextRenewalDate, record.nextRenewalDate],
    [text.managingLou, record.managingLou],
    [text.legalAddress, record.legalAddress],
  ];
  return (
    <section className="mk-lei__result" aria-labelledby="lei-result-title">
      <p className="mk-lei__result-label">{text.result}</p>
      <h3 id="lei-result-title" className="mk-lei__name">
        {record.legalName}
      </h3>
      <dl className="mk-lei__record">
        {rows.map(([label, value]) =>
          value ? (
            <div key={label} className="mk-lei__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </section>
  );
}

export interface LeiLookupProps {
  section: SearchSection;
  /** What the loader found for `?lei=`. */
  lookup: LeiLookupState;
  context: PageContext;
}

/**
 * The LEI look-up (content section kind 'search'): a GET form that works without JavaScript
 * (the loader reads `?lei=`), checked in the browser with `checkLei` before it is sent, and the
 * answer below it: the record, the validators' message on the field, not found or the network
 * error. The field keeps what was typed.
 *
 * @example <LeiLookup section={section} lookup={loaderData.lookup} context={context} />
 */
export function LeiLookup({ section, lookup, context }: LeiLookupProps) {
  const { locale } = context;
  const text = LEI_TEXT[locale];
  const navigation = useNavigation();
  const trackSearch = useSearchTracking(context.trackingLabel);
  const [value, setValue] = useState(lookup.query);
  // The loader's message stays until the visitor edits the field; a failed check in the browser replaces it.
  const [serverMessageShown, setServerMessageShown] = useState(true);
  const [browserMessage, setBrowserMessage] = useState<string | undefined>();
  const serverMessage =
    lookup.status === 'invalid' && serverMessageShown ? lookup.message : undefined;
  const searching =
    navigation.state !== 'idle' && new URLSearchParams(navigation.location?.search).has('lei');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const message = checkLei(normalizeLei(value), { locale });
    if (message) {
      event.preventDefault();
      setBrowserMessage(message);
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
      >
        {locale === 'en' && <input type="hidden" name="lang" value="en" />}
        <TextField
          id={FIELD_ID}
          name="lei"
          label={text.field}
          hint={section.hint}
          placeholder={section.placeholder}
          locale={locale}
          value={value}
          autoComplete="off"
          spellCheck={false}
          error={browserMessage ?? serverMessage}
          validate={(input, options) => checkLei(normalizeLei(input), options)}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setBrowserMessage(undefined);
            setServerMessageShown(false);
          }}
          className="mk-lei__field"
        />
        <Button type="submit" loading={searching} className="mk-lei__submit">
          {section.buttonLabel}
        </Button>
      </Form>
      <div className="mk-lei__answer" aria-live="polite">
        {lookup.status === 'found' && <RecordView record={lookup.record} context={context} />}
        {(lookup.status === 'notFound' || lookup.status === 'error') && (
          <p className={`mk-notice mk-notice--${lookup.status}`}>{lookup.message}</p>
        )}
      </div>
    </SectionFrame>
  );
}
