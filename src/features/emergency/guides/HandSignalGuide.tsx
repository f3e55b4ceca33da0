import { useTranslation } from '../../../i18n';
import { LtrNumbers } from '../../../ui/LtrNumbers';
import { Section } from '../../../ui/Section';
import { useEmergencyNumber } from '../../country';
import '../location/location.css';

const FINGERS = [30, 40.5, 51, 61.5];

/** Palm and, for the open steps, four raised fingers (one panel, 100 × 100). */
function Palm({ fingersUp }: { fingersUp: boolean }) {
  return (
    <>
      {fingersUp &&
        FINGERS.map((x, i) => (
          <rect key={x} x={x} y={i === 0 || i === 3 ? 22 : 14} width="9" height="36" rx="4.5" />
        ))}
      <rect x="28" y="46" width="44" height="42" rx="10" />
    </>
  );
}

/**
 * The three steps drawn simply: an open hand, the thumb across the palm, the fingers folded over
 * it. One image with a text alternative; the numbered list beside it carries the same meaning.
 */
function SignalIllustration({ label }: { label: string }) {
  return (
    <svg className="em-signal-art" viewBox="0 0 300 112" role="img" aria-label={label}>
      <g className="em-signal-hand">
        <Palm fingersUp />
        <rect x="14" y="52" width="9" height="28" rx="4.5" transform="rotate(-28 18 66)" />
      </g>
      <g className="em-signal-hand" transform="translate(100 0)">
        <Palm fingersUp />
        <rect className="em-signal-thumb" x="34" y="64" width="30" height="9" rx="4.5" />
      </g>
      <g className="em-signal-hand" transform="translate(200 0)">
        <Palm fingersUp={false} />
        {[0, 1, 2, 3].map((i) => (
          <rect
            key={i}
            className="em-signal-fold"
            x="26"
            y={44 + i * 10}
            width="44"
            height="9"
            rx="4.5"
          />
        ))}
      </g>
      {[1, 2, 3].map((step) => (
        <text key={step} x={step * 100 - 50} y="106" textAnchor="middle" className="em-signal-num">
          {step}
        </text>
      ))}
    </svg>
  );
}

/**
 * The Signal for Help (created by the Canadian Women's Foundation,
 * https://canadianwomen.org/signal-for-help/): how to make it, what it means, and what to do on
 * seeing it.
 */
export function HandSignalGuide() {
  const { t } = useTranslation('emergency');
  const number = useEmergencyNumber();
  return (
    <Section title={t('signal.title')}>
      <p>{t('signal.intro')}</p>
      <SignalIllustration label={t('signal.imageLabel')} />
      <h4 className="em-subtitle">{t('signal.stepsTitle')}</h4>
      <ol>
        <li>{t('signal.step1')}</li>
        <li>{t('signal.step2')}</li>
        <li>{t('signal.step3')}</li>
      </ol>
      <h4 className="em-subtitle">{t('signal.meaningTitle')}</h4>
      <p>{t('signal.meaning')}</p>
      <h4 className="em-subtitle">{t('signal.seeTitle')}</h4>
      <ul>
        <li>{t('signal.see1')}</li>
        <li>
          <a href={`tel:${number}`}>
            <LtrNumbers text={t('signal.see2', { number })} />
          </a>
        </li>
        <li>{t('signal.see3')}</li>
      </ul>
    </Section>
  );
}
