import { useI18n } from '../../state/locale.js';

const TOTALS = [
  ['earned', 'web-studio.totalEarned'],
  ['paid', 'web-studio.totalPaid'],
  ['due', 'web-studio.totalDue'],
] as const;

/** Earned, paid and due, in rupees. */
export function Totals(amounts: { earned: number; paid: number; due: number }) {
  const { t, formatCurrency } = useI18n();
  return (
    <dl className="stats">
      {TOTALS.map(([name, label]) => (
        <div key={name}>
          <dt>{t(label)}</dt>
          <dd data-testid={`total-${name}`}>{formatCurrency(amounts[name])}</dd>
        </div>
      ))}
    </dl>
  );
}
