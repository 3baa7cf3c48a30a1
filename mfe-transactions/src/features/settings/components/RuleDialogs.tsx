// The changes of one of the person's rules made in a dialog: edit it, run it on the past transactions (with how many
// it would change said first), delete it.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@finance/shared';
import type { Category, Rule, RuleResponse } from '@finance/shared/contracts';
import { DISPLAY_NAME_MAX, RULE_TEXT_MAX } from '@finance/shared/data';
import { Dialog } from '@finance/shared/dialog';
import { Actions, Check, ErrorText, Field } from '../../transactions/components/form-parts';
import { RULE_OPS } from '../../transactions/components/RuleOffer';
import { CORRECTION_TEXTS } from '../../transactions/model/correction-texts';
import { useDialogChange, type DialogChangeProps } from '../hooks/use-dialog-change';
import type { RuleChange } from '../hooks/use-rule-settings';
import { useRuleMatches } from './RuleItem';
import { RULE_TEXTS } from './rule-texts';

interface DialogProps extends DialogChangeProps<RuleChange> {
  /** The rule the dialog is open for; null: closed. */
  rule: Rule | null;
  /** The rule in words (ruleText). */
  text: string;
}

/** What a rule compares, as the form lists them (the contracts' schemas stay out of the app). */
const FIELDS: readonly Rule['match_field'][] = ['name', 'merchant'];

const appliedOf = (answer: unknown) => (answer as RuleResponse).applied;

export function EditRuleDialog({ rule, categories, ...props }: DialogProps & { categories: readonly Category[] }) {
  return (
    <Dialog open={rule !== null} onClose={props.onClose} title={RULE_TEXTS.editTitle} description={props.text}>
      {/* Mounted afresh on every opening: the fields start as the rule is. */}
      {rule && <EditForm key={rule.rule_id} rule={rule} categories={categories} {...props} />}
    </Dialog>
  );
}

function EditForm({ rule, categories, ...props }: DialogProps & { rule: Rule; categories: readonly Category[] }) {
  const id = useId();
  const [draft, setDraft] = useState({
    match_field: rule.match_field,
    match_op: rule.match_op,
    match_value: rule.match_value,
    category: rule.category ?? '',
    display_name: rule.display_name ?? '',
    excluded: rule.excluded,
  });
  const { busy, error, send } = useDialogChange(props, RULE_TEXTS.changeFailed);
  const set = (changes: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const displayName = draft.display_name.trim();
    void send(
      {
        kind: 'update',
        ruleId: rule.rule_id,
        patch: {
          match_field: draft.match_field,
          match_op: draft.match_op,
          match_value: draft.match_value,
          category: draft.category === '' ? null : draft.category,
          display_name: displayName === '' ? null : displayName,
          excluded: draft.excluded,
        },
      },
      (answer) => RULE_TEXTS.saved(props.text, appliedOf(answer)),
    );
  };
  const { fields } = RULE_TEXTS;
  return (
    <form onSubmit={submit}>
      <Choice
        id={`${id}-field`}
        label={fields.field}
        value={draft.match_field}
        options={FIELDS}
        names={RULE_TEXTS.fieldNames}
        onChange={(match_field) => set({ match_field })}
      />
      <Choice
        id={`${id}-op`}
        label={fields.op}
        value={draft.match_op}
        options={RULE_OPS}
        names={CORRECTION_TEXTS.ruleOps}
        onChange={(match_op) => set({ match_op })}
      />
      <Field>
        <label htmlFor={`${id}-text`}>{fields.text}</label>
        <input
          id={`${id}-text`}
          type="text"
          required
          maxLength={RULE_TEXT_MAX}
          value={draft.match_value}
          aria-invalid={error !== null}
          onChange={(event) => set({ match_value: event.target.value })}
        />
      </Field>
      <Field>
        <label htmlFor={`${id}-category`}>{fields.category}</label>
        <select
          id={`${id}-category`}
          value={draft.category}
          onChange={(event) => set({ category: event.target.value })}
        >
          <option value="">{fields.noCategory}</option>
          {categories.map((category) => (
            <option key={category.category_id} value={category.category_id}>
              {category.name}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        <label htmlFor={`${id}-name`}>{fields.displayName}</label>
        <input
          id={`${id}-name`}
          type="text"
          maxLength={DISPLAY_NAME_MAX}
          placeholder={fields.displayNameHint}
          value={draft.display_name}
          onChange={(event) => set({ display_name: event.target.value })}
        />
      </Field>
      <Check>
        <input type="checkbox" checked={draft.excluded} onChange={(event) => set({ excluded: event.target.checked })} />
        <span>{fields.exclude}</span>
      </Check>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
        <Button $variant="secondary" onClick={props.onClose}>
          Cancel
        </Button>
      </Actions>
    </form>
  );
}

export function RunRuleDialog({ rule, ...props }: DialogProps) {
  return (
    <Dialog open={rule !== null} onClose={props.onClose} title={RULE_TEXTS.runTitle} description={props.text}>
      {rule && <RunForm key={rule.rule_id} rule={rule} {...props} />}
    </Dialog>
  );
}

function RunForm({ rule, ...props }: DialogProps & { rule: Rule }) {
  const matches = useRuleMatches(rule.rule_id);
  const { busy, error, send } = useDialogChange(props, RULE_TEXTS.changeFailed);
  return (
    <>
      <p aria-live="polite">{matches === undefined ? RULE_TEXTS.runCounting : RULE_TEXTS.runCount(matches)}</p>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Actions>
        <Button
          disabled={busy || matches === undefined}
          onClick={() =>
            void send({ kind: 'apply', ruleId: rule.rule_id }, (answer) =>
              RULE_TEXTS.ran(props.text, appliedOf(answer)),
            )
          }
        >
          {busy ? 'Running...' : 'Run'}
        </Button>
        <Button $variant="secondary" onClick={props.onClose}>
          Cancel
        </Button>
      </Actions>
    </>
  );
}

export function DeleteRuleDialog({ rule, ...props }: DialogProps) {
  return (
    <Dialog
      open={rule !== null}
      onClose={props.onClose}
      title={RULE_TEXTS.deleteTitle}
      description={rule && RULE_TEXTS.deleteText(props.text)}
    >
      {rule && <DeleteForm key={rule.rule_id} rule={rule} {...props} />}
    </Dialog>
  );
}

function DeleteForm({ rule, ...props }: DialogProps & { rule: Rule }) {
  const { busy, error, send } = useDialogChange(props, RULE_TEXTS.changeFailed);
  return (
    <>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Actions>
        <Button
          $variant="danger"
          disabled={busy}
          onClick={() => void send({ kind: 'delete', ruleId: rule.rule_id }, RULE_TEXTS.deleted(props.text))}
        >
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
        <Button $variant="secondary" onClick={props.onClose}>
          Cancel
        </Button>
      </Actions>
    </>
  );
}

interface ChoiceProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  names: Readonly<Record<T, string>>;
  onChange: (value: T) => void;
}

/** A labelled list of a rule's fixed choices (what it matches, how), each shown by its name. */
function Choice<T extends string>({ id, label, value, options, names, onChange }: ChoiceProps<T>) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {names[option]}
          </option>
        ))}
      </select>
    </Field>
  );
}
