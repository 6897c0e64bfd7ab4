/**
 * /support/my-cases/new: category and sub-category (from the support
 * categories, passed by the page), subject, description and attachments. What
 * is typed is kept as a draft in the user's own store while typing. Sent now,
 * or queued when the network does not answer; a refusal is shown with the
 * server's words and the input stays.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { helpSubLabel } from '../../../components/page/help-sub-label';
import { paramLabelId } from '../../../components/page/page-messages';
import { buildPath } from '../../../config/paths';
import { SUPPORT_CASE_LIMITS } from '../../../config/support-cases';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { clearCaseDraft, EMPTY_DRAFT, readCaseDraft, writeCaseDraft } from '../drafts';
import { attachmentProblem, encodeAttachments } from '../encode-attachments';
import { submitNewCase, type SendResult } from '../send-actions';
import { casesState } from '../state';
import type { NewCaseDraft } from '../types';
import { AttachmentPicker } from './AttachmentPicker';
import { fieldMessage } from './field-message';
import '../../../components/ui/field.css';
import './cases.css';

export interface CaseCategory {
  category: string;
  subCategories: readonly string[];
}

type Missing = Partial<Record<keyof NewCaseDraft, true>>;

function missingOf(draft: NewCaseDraft): Missing {
  const missing: Missing = {};
  for (const key of ['category', 'subCategory', 'subject', 'description'] as const) if (!draft[key].trim()) missing[key] = true;
  return missing;
}

export function NewCaseForm({ categories }: { categories: readonly CaseCategory[] }) {
  const intl = useIntl();
  const id = useId();
  const [, navigate] = useLocation();
  const { userId } = useSnapshot(casesState);
  const [draft, setDraft] = useState<NewCaseDraft>({ ...EMPTY_DRAFT });
  const [files, setFiles] = useState<File[]>([]);
  const [missing, setMissing] = useState<Missing>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<SendResult | null>(null);

  useEffect(() => {
    if (!userId) return;
    void readCaseDraft(userId).then((stored) => {
      setDraft((typed) => (typed.subject || typed.description ? typed : stored));
    });
  }, [userId]);

  const change = (key: keyof NewCaseDraft, value: string) => {
    const next = { ...draft, [key]: value, ...(key === 'category' ? { subCategory: '' } : {}) };
    setDraft(next);
    if (userId) void writeCaseDraft(userId, next);
  };

  const label = (value: string) => {
    const messageId = paramLabelId('category', value);
    return messageId && intl.messages[messageId] !== undefined ? intl.formatMessage({ id: messageId }) : value.replace(/[-_]/g, ' ');
  };
  const subCategories = categories.find((c) => c.category === draft.category)?.subCategories ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const gaps = missingOf(draft);
    setMissing(gaps);
    if (Object.keys(gaps).length > 0 || attachmentProblem(files) || !userId) return;
    setSending(true);
    setResult(null);
    const outcome = await submitNewCase({ ...draft, attachments: await encodeAttachments(files) });
    setSending(false);
    setResult(outcome);
    if (outcome.kind === 'refused') return;
    await clearCaseDraft(userId);
    navigate(outcome.kind === 'sent' ? buildPath('supportMyCase', { id: outcome.caseId }) : buildPath('supportMyCases'));
  };

  // The server names refused fields with a catalogue id (forms.error.*); an unknown id reads as "not valid".
  const refusedFields = result?.kind === 'refused' ? result.fields : [];
  const serverMessage = (key: string): string | null => {
    const refusal = refusedFields.find((f) => f.field === key || f.field.startsWith(`${key}.`) || f.field.startsWith(`${key}[`));
    return refusal ? fieldMessage(intl, refusal.message) : null;
  };
  const invalid = (key: keyof NewCaseDraft) => Boolean(missing[key]) || serverMessage(key) !== null;
  const error = (key: keyof NewCaseDraft) =>
    invalid(key) ? (
      <p className="field__error" id={`${id}-${key}-error`}>
        {missing[key] ? <FormattedMessage id="supportCases.form.required" /> : serverMessage(key)}
      </p>
    ) : null;
  const aria = (key: keyof NewCaseDraft) => ({
    id: `${id}-${key}`,
    'aria-invalid': invalid(key) ? true : undefined,
    'aria-describedby': invalid(key) ? `${id}-${key}-error` : undefined,
    required: true,
  });

  return (
    <form className="case-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={sending}>
      {result?.kind === 'refused' ? (
        <div className="notice notice--error" role="alert" data-testid="case-form-error">
          <p className="notice__text">
            <FormattedMessage id={`supportCases.failed.${result.reason}`} />
            {result.detail ? ` (${result.detail})` : null}
          </p>
          {serverMessage('attachments') ? <p className="notice__text">{serverMessage('attachments')}</p> : null}
        </div>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-category`}>
          <FormattedMessage id="supportCases.form.category" />
        </label>
        <select className="field__input" value={draft.category} onChange={(e) => change('category', e.target.value)} {...aria('category')}>
          <option value="">{intl.formatMessage({ id: 'supportCases.form.choose' })}</option>
          {categories.map((c) => (
            <option key={c.category} value={c.category}>
              {label(c.category)}
            </option>
          ))}
        </select>
        {error('category')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-subCategory`}>
          <FormattedMessage id="supportCases.form.subCategory" />
        </label>
        <select
          className="field__input"
          value={draft.subCategory}
          disabled={subCategories.length === 0}
          onChange={(e) => change('subCategory', e.target.value)}
          {...aria('subCategory')}
        >
          <option value="">{intl.formatMessage({ id: 'supportCases.form.choose' })}</option>
          {subCategories.map((sub) => (
            <option key={sub} value={sub}>
              {helpSubLabel(intl, sub)}
            </option>
          ))}
        </select>
        {error('subCategory')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-subject`}>
          <FormattedMessage id="supportCases.form.subject" />
        </label>
        <input
          className="field__input"
          type="text"
          maxLength={SUPPORT_CASE_LIMITS.subjectMaxLength}
          value={draft.subject}
          onChange={(e) => change('subject', e.target.value)}
          {...aria('subject')}
        />
        {error('subject')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-description`}>
          <FormattedMessage id="supportCases.form.description" />
        </label>
        <textarea
          className="field__input"
          rows={8}
          maxLength={SUPPORT_CASE_LIMITS.textMaxLength}
          value={draft.description}
          onChange={(e) => change('description', e.target.value)}
          {...aria('description')}
        />
        {error('description')}
      </div>
      <AttachmentPicker files={files} onChange={setFiles} disabled={sending} />
      <p className="field__hint">
        <FormattedMessage id="supportCases.form.draftKept" />
      </p>
      <button type="submit" className="button" disabled={sending}>
        <FormattedMessage id={sending ? 'supportCases.form.sending' : 'supportCases.form.submit'} />
      </button>
    </form>
  );
}
