import * as Tabs from '@radix-ui/react-tabs';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n';
import { TAB_ICONS, TAB_IDS, type TabId } from './tabs';
import { useOverflowEdges } from './useOverflowEdges';

/** How far an arrow scrolls the bar: most of its width, so one tab stays in sight for context. */
const PAGE_FRACTION = 0.7;

/**
 * The tab list: one scrolling row. At a phone's width only about three tabs fit, so the ends that
 * hide tabs fade out and carry an arrow (a 44 px target) that scrolls the row by most of its
 * width; the selected tab is scrolled into sight whenever it changes (a link in a panel, the
 * keyboard). The arrows stay out of the Tab order: keyboard users move along the tabs themselves.
 */
export function TabBar({ active, rtl }: { active: TabId; rtl: boolean }) {
  const { t } = useTranslation('shell');
  const list = useRef<HTMLDivElement>(null);
  const edges = useOverflowEdges(list);

  useEffect(() => {
    const tab = list.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    // "nearest": no move when it is already in sight; the list's scroll-padding keeps it clear of
    // the arrows.
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  const scrollTowards = (towards: 'start' | 'end') => {
    const element = list.current;
    if (!element) return;
    const forward = towards === 'end' ? 1 : -1;
    element.scrollBy({ left: element.clientWidth * PAGE_FRACTION * forward * (rtl ? -1 : 1) });
  };
  // The arrow's chevron points where the hidden tabs are.
  const StartChevron = rtl ? ChevronRight : ChevronLeft;
  const EndChevron = rtl ? ChevronLeft : ChevronRight;

  return (
    <div
      className="shell-tabbar"
      data-more-start={edges.start ? '' : undefined}
      data-more-end={edges.end ? '' : undefined}
    >
      {/* Read, not shown: a level between the title (h1) and the panels' sections (h3). */}
      <h2 className="shell-tabs-heading">{t('tabsLabel')}</h2>
      <Tabs.List ref={list} className="shell-tablist" aria-label={t('tabsLabel')}>
        {TAB_IDS.map((id) => {
          const Icon = TAB_ICONS[id];
          return (
            <Tabs.Trigger key={id} value={id} className="shell-tab">
              <Icon size={18} aria-hidden />
              <span>{t(`tabs.${id}`)}</span>
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {edges.start && (
        <button
          type="button"
          className="shell-tabs-scroll shell-tabs-scroll--start"
          tabIndex={-1}
          aria-label={t('tabsPrevious')}
          onClick={() => scrollTowards('start')}
        >
          <StartChevron size={22} aria-hidden />
        </button>
      )}
      {edges.end && (
        <button
          type="button"
          className="shell-tabs-scroll shell-tabs-scroll--end"
          tabIndex={-1}
          aria-label={t('tabsMore')}
          onClick={() => scrollTowards('end')}
        >
          <EndChevron size={22} aria-hidden />
        </button>
      )}
    </div>
  );
}
