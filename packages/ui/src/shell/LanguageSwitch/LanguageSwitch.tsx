import { GlobalOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES } from '../../providers/i18n/locales';
import { useLocale } from '../../providers/OnsiteProvider/contexts';

export { LOCALE_NAMES };

const loadMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(loadMenu);

export interface LanguageSwitchProps {
  /** Whether the button shows the current language's name beside the globe; true by default. */
  showName?: boolean;
}

/**
 * The language switch (spec 000 §2.3, D1): a menu of the four languages; picking one changes every
 * text and antd's and dayjs's locale, and `OnsiteProvider` saves it locally. The menu's code is
 * fetched when the person first points at or focuses the button (issue 19: antd's Dropdown and Menu
 * stay out of the login page's first bytes); the first press opens the menu as soon as it is there.
 */
export function LanguageSwitch({ showName = true }: LanguageSwitchProps) {
  const { t } = useTranslation('ui');
  const { locale } = useLocale();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  // Whether the button had the focus when the menu's code was asked for: the loaded button takes it back.
  const focused = useRef(false);
  const label = t('widgets.language.current', { language: LOCALE_NAMES[locale] });
  // Pointing at or focusing the button fetches the menu's code; pressing it shows the menu.
  const prefetch = () => void loadMenu();
  const press = () => {
    focused.current = ref.current !== null && ref.current === ref.current.ownerDocument.activeElement;
    setOpen(true);
    // A transition: the button stays as it is until the menu's code is there, then the menu opens.
    startTransition(() => setWanted(true));
  };
  const trigger = (onClick?: () => void) => {
    const button = (
      <Button
        ref={ref}
        type="text"
        icon={<GlobalOutlined />}
        aria-label={label}
        aria-haspopup="menu"
        onPointerEnter={wanted ? undefined : prefetch}
        onFocus={wanted ? undefined : prefetch}
        onClick={onClick}
      >
        {showName ? <span lang={locale}>{LOCALE_NAMES[locale]}</span> : null}
      </Button>
    );
    // The globe alone (a narrow header) says its language in a tooltip too.
    return showName ? button : <Tooltip title={label}>{button}</Tooltip>;
  };
  const waiting = trigger(press);
  return (
    <Suspense fallback={waiting}>
      {wanted ? (
        <FocusBack focused={focused} target={ref}>
          <LanguageMenu open={open} onOpenChange={setOpen}>
            {trigger()}
          </LanguageMenu>
        </FocusBack>
      ) : (
        waiting
      )}
    </Suspense>
  );
}

interface FocusBackProps {
  focused: { current: boolean };
  target: { current: HTMLButtonElement | null };
  children: ReactNode;
}

/** Gives the focus back to the button when the loaded menu replaced the one the person had focused. */
function FocusBack({ focused, target, children }: FocusBackProps) {
  useEffect(() => {
    const button = target.current;
    if (focused.current && button !== null && button !== button.ownerDocument.activeElement) button.focus();
  }, [focused, target]);
  return children;
}
