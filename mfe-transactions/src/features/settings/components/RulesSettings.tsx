import { useEffect, useMemo, useRef, useState } from 'react';
import { serverMessageOf, Spinner } from '@finance/shared';
import type { Rule } from '@finance/shared/contracts';
import type { CategoryNames } from '../../transactions/model/cell-format';
import { useRuleSettings, type RuleChange } from '../hooks/use-rule-settings';
import { DeleteRuleDialog, EditRuleDialog, RunRuleDialog } from './RuleDialogs';
import { RuleItem, type MoveDirection, type RuleDialogKind } from './RuleItem';
import { RULE_TEXTS, ruleText } from './rule-texts';
import { Empty, Layout, Lead, List, LoadFailed } from './settings-parts';

type OpenDialog = { kind: RuleDialogKind; rule: Rule } | null;

/**
 * The Rules section of /settings: the person's rules in their order (the first that matches a transaction sets it),
 * each in words with how many transactions it matches; moved up or down, turned off or on, edited, run on the past
 * transactions (how many it would change said first) or deleted. Rules are made from a transaction's panel.
 */
export function RulesSettings() {
  const { rules, categories, failed, retry, change } = useRuleSettings();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [done, setDone] = useState<string | null>(null);
  // One change from the list at a time (its controls stay enabled meanwhile, so that the focus stays on them).
  const busy = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  // A moved rule's button keeps the focus (its row is moved in the list, which takes the focus from it); at the top
  // or the bottom of the list, where its button is off, the other way's button takes it. Once only: a later change
  // of the rules leaves the focus where the person put it.
  const moved = useRef<{ ruleId: string; direction: MoveDirection } | null>(null);
  const [moves, setMoves] = useState(0);
  // A deletion removes the button that opened its dialog: focus goes to the list's heading once the dialog has
  // closed (its close event would hand it back to the removed button).
  const [refocus, setRefocus] = useState(0);

  useEffect(() => {
    const focus = moved.current;
    if (!focus) return;
    moved.current = null;
    const own = moveButtons.current.get(`${focus.ruleId}:${focus.direction}`);
    const other = moveButtons.current.get(`${focus.ruleId}:${focus.direction === 'up' ? 'down' : 'up'}`);
    (own && !own.disabled ? own : other)?.focus();
  }, [moves]);
  useEffect(() => {
    if (refocus === 0) return;
    const timer = setTimeout(() => heading.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [refocus]);

  const names: CategoryNames = useMemo(
    () => new Map((categories ?? []).map((category) => [category.category_id, category.name])),
    [categories],
  );

  if (failed) return <LoadFailed message={RULE_TEXTS.failed} onRetry={retry} />;
  if (!rules) return <Spinner label="Loading rules" />;

  /** A change made from the list itself (not a dialog): its refusal said in the section's status line. */
  const changeInList = async (wanted: RuleChange, doneText: string): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    try {
      await change(wanted);
      setDone(doneText);
      return true;
    } catch (failure) {
      setDone(serverMessageOf(failure) ?? RULE_TEXTS.changeFailed);
      return false;
    } finally {
      busy.current = false;
    }
  };
  const move = async (rule: Rule, direction: MoveDirection) => {
    const from = rules.indexOf(rule);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= rules.length) return;
    const ids = rules.map((each) => each.rule_id);
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    if (await changeInList({ kind: 'order', ruleIds: ids }, RULE_TEXTS.moved(textOf(rule), to + 1, rules.length))) {
      moved.current = { ruleId: rule.rule_id, direction };
      setMoves((n) => n + 1);
    }
  };
  const toggle = (rule: Rule, enabled: boolean) =>
    void changeInList(
      { kind: 'update', ruleId: rule.rule_id, patch: { enabled } },
      RULE_TEXTS.turned(textOf(rule), enabled),
    );
  const textOf = (rule: Rule) => ruleText(rule, names);
  const closeDialog = () => setDialog(null);
  const dialogProps = (kind: RuleDialogKind) => ({
    rule: dialog?.kind === kind ? dialog.rule : null,
    text: dialog ? textOf(dialog.rule) : '',
    onChange: change,
    onDone: setDone,
    onClose: closeDialog,
  });

  return (
    <Layout>
      <Lead>{RULE_TEXTS.order}</Lead>
      <div>
        <h3 ref={heading} tabIndex={-1}>
          Your rules
        </h3>
        {rules.length === 0 ? (
          <Empty>{RULE_TEXTS.none}</Empty>
        ) : (
          <List aria-label="Your rules">
            {rules.map((rule, index) => (
              <RuleItem
                key={rule.rule_id}
                rule={rule}
                text={textOf(rule)}
                place={index + 1}
                of={rules.length}
                onMove={(chosen, direction) => void move(chosen, direction)}
                onToggle={toggle}
                onOpen={(chosen, kind) => setDialog({ kind, rule: chosen })}
                moveRef={(direction) => (button) => {
                  const key = `${rule.rule_id}:${direction}`;
                  if (button) moveButtons.current.set(key, button);
                  else moveButtons.current.delete(key);
                }}
              />
            ))}
          </List>
        )}
        <p role="status">{done}</p>
      </div>
      <EditRuleDialog {...dialogProps('edit')} categories={categories ?? []} />
      <RunRuleDialog {...dialogProps('run')} />
      <DeleteRuleDialog
        {...dialogProps('delete')}
        onDone={(message) => {
          setDone(message);
          setRefocus((n) => n + 1);
        }}
      />
    </Layout>
  );
}
