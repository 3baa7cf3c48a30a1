import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Spinner } from '@finance/shared';
import type { Category } from '@finance/shared/contracts';
import { NewCategory } from '../../transactions/components/NewCategory';
import { useCategorySettings } from '../hooks/use-category-settings';
import { CategoryItem } from './CategoryItem';
import { DeleteCategoryDialog, MergeCategoryDialog } from './CategoryDialogs';
import { CATEGORIES_FAILED, NO_OWN_CATEGORIES } from './category-texts';
import { Count, Empty, Layout, Lead, List, LoadFailed, transactionCount } from './settings-parts';

type OpenDialog = { kind: 'merge' | 'delete'; category: Category } | null;

/**
 * The Categories section of /settings: the person's own categories (add, rename, merge into another, delete) beside
 * the bank's, each with how many transactions it holds now.
 */
export function CategoriesSettings() {
  const { categories, counts, failed, retry, create, change } = useCategorySettings();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [done, setDone] = useState<string | null>(null);
  const ownHeading = useRef<HTMLHeadingElement>(null);
  // A merge or a deletion removes the button that opened its dialog: focus goes to the list it was in instead, once
  // the dialog has closed (its close event would hand it back to the removed button).
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus === 0) return;
    const timer = setTimeout(() => ownHeading.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [refocus]);

  if (failed) return <LoadFailed message={CATEGORIES_FAILED} onRetry={retry} />;
  if (!categories) return <Spinner label="Loading categories" />;

  const own = categories.filter((category) => category.kind === 'custom');
  const bank = categories.filter((category) => category.kind === 'provider');
  const countOf = (category: Category) => counts?.get(category.category_id) ?? (counts ? 0 : undefined);
  const closeDialog = () => setDialog(null);
  const removed = (message: string) => {
    setDone(message);
    setRefocus((n) => n + 1);
  };

  return (
    <Layout>
      <Lead>A transaction counts in the category the transactions screen shows for it.</Lead>
      <div>
        <h3 ref={ownHeading} tabIndex={-1}>
          Your categories
        </h3>
        <NewCategory onCreate={create} onCreated={(category) => setDone(`Added "${category.name}".`)} />
        {own.length === 0 ? (
          <Empty>{NO_OWN_CATEGORIES}</Empty>
        ) : (
          <List aria-label="Your categories">
            {own.map((category) => (
              <CategoryItem
                key={category.category_id}
                category={category}
                count={countOf(category)}
                onChange={change}
                onMerge={(chosen) => setDialog({ kind: 'merge', category: chosen })}
                onDelete={(chosen) => setDialog({ kind: 'delete', category: chosen })}
                onDone={setDone}
              />
            ))}
          </List>
        )}
        <p role="status">{done}</p>
      </div>
      <div>
        <h3>The bank&apos;s categories</h3>
        <BankList aria-label="The bank's categories">
          {bank.map((category) => {
            const count = countOf(category);
            return (
              <li key={category.category_id}>
                <span>{category.name}</span>
                <Count>{count === undefined ? '' : transactionCount(count)}</Count>
              </li>
            );
          })}
        </BankList>
      </div>
      <MergeCategoryDialog
        category={dialog?.kind === 'merge' ? dialog.category : null}
        count={dialog ? (countOf(dialog.category) ?? 0) : 0}
        categories={categories}
        onChange={change}
        onDone={removed}
        onClose={closeDialog}
      />
      <DeleteCategoryDialog
        category={dialog?.kind === 'delete' ? dialog.category : null}
        count={dialog ? (countOf(dialog.category) ?? 0) : 0}
        onChange={change}
        onDone={removed}
        onClose={closeDialog}
      />
    </Layout>
  );
}

const BankList = styled(List)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
