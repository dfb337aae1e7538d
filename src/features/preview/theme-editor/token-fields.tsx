// The theme's tokens in the editor: name and code, the colours of both palettes, type, shape and density, and the
// component styles. Each change returns a new theme; the editor turns it into the preview's draft.
import { useTranslation } from 'react-i18next';
import type { ThemeConfig } from '../../../engine/config-types';
import { PREVIEW_PALETTES } from '../../../engine/preview-view';
import { boundsAt, choicesAt, EASING_BOUNDS, FONT_FAMILIES } from './schema-choices';
import { ColourField, Group, Note, NumberField, SelectField, TextField } from './fields';

export type ProblemsAt = (pointer: string) => string[];

interface TokenFieldsProps {
  theme: ThemeConfig;
  problemsAt: ProblemsAt;
  onChange: (theme: ThemeConfig) => void;
}

export function IdentityFields({ theme, problemsAt, onChange }: TokenFieldsProps) {
  const { t } = useTranslation('preview');
  return (
    <Group legend={t('editor.identity.heading')}>
      <TextField pointer="/name" label={t('editor.identity.name')} value={theme.name} problems={problemsAt('/name')} onChange={(name) => onChange({ ...theme, name })} />
      <TextField pointer="/code" label={t('editor.identity.code')} value={theme.code} problems={problemsAt('/code')} onChange={(code) => onChange({ ...theme, code })} />
    </Group>
  );
}

export function ColourFields({ theme, problemsAt, onChange }: TokenFieldsProps) {
  const { t } = useTranslation('preview');
  return (
    <>
      {PREVIEW_PALETTES.map((palette) => (
        <Group key={palette} legend={t('editor.colours.heading', { palette: t(`palette.${palette}`) })}>
          {Object.entries(theme.palettes[palette]).map(([token, hex]) => {
            const pointer = `/palettes/${palette}/${token}`;
            return (
              <ColourField
                key={token}
                pointer={pointer}
                token={token}
                paletteName={t(`palette.${palette}`)}
                value={hex}
                problems={problemsAt(pointer)}
                onChange={(value) => onChange({ ...theme, palettes: { ...theme.palettes, [palette]: { ...theme.palettes[palette], [token]: value } } })}
              />
            );
          })}
        </Group>
      ))}
    </>
  );
}

const SCALE = ['small', 'body', 'sectionTitle', 'pageTitle', 'display'] as const;
const WEIGHTS = ['regular', 'strong', 'heading'] as const;
const LINE_HEIGHTS = ['body', 'heading'] as const;
const ELEVATIONS = ['low', 'medium', 'high'] as const;
const SHADOW_PROPERTIES = ['offsetY', 'blur', 'spread', 'opacity'] as const;
const DURATIONS = ['short', 'medium'] as const;
const EASING_POINTS = ['x1', 'y1', 'x2', 'y2'] as const;
const RADII = ['small', 'medium', 'large'] as const;

export function TypeAndShapeFields({ theme, problemsAt, onChange }: TokenFieldsProps) {
  const { t } = useTranslation('preview');
  const type = theme.typography;
  return (
    <>
      <Group legend={t('editor.type.heading')}>
        {(['body', 'heading'] as const).map((role) => (
          <SelectField
            key={role}
            pointer={`/typography/families/${role}`}
            label={t(`editor.type.family.${role}`)}
            value={type.families[role]}
            options={FONT_FAMILIES}
            problems={problemsAt(`/typography/families/${role}`)}
            onChange={(family) => onChange({ ...theme, typography: { ...type, families: { ...type.families, [role]: family } } })}
          />
        ))}
        {SCALE.map((step) => (
          <NumberField
            key={step}
            pointer={`/typography/scale/${step}`}
            label={t(`editor.type.scale.${step}`)}
            value={type.scale[step]}
            step={0.05}
            {...boundsAt('typography', 'scale', step)}
            problems={problemsAt(`/typography/scale/${step}`)}
            onChange={(rem) => onChange({ ...theme, typography: { ...type, scale: { ...type.scale, [step]: rem } } })}
          />
        ))}
        {WEIGHTS.map((role) => (
          <NumberField
            key={role}
            pointer={`/typography/weights/${role}`}
            label={t(`editor.type.weight.${role}`)}
            value={type.weights[role]}
            step={100}
            {...boundsAt('typography', 'weights', role)}
            problems={problemsAt(`/typography/weights/${role}`)}
            onChange={(weight) => onChange({ ...theme, typography: { ...type, weights: { ...type.weights, [role]: weight } } })}
          />
        ))}
        {LINE_HEIGHTS.map((role) => (
          <NumberField
            key={role}
            pointer={`/typography/lineHeights/${role}`}
            label={t(`editor.type.lineHeight.${role}`)}
            value={type.lineHeights[role]}
            step={0.05}
            {...boundsAt('typography', 'lineHeights', role)}
            problems={problemsAt(`/typography/lineHeights/${role}`)}
            onChange={(height) => onChange({ ...theme, typography: { ...type, lineHeights: { ...type.lineHeights, [role]: height } } })}
          />
        ))}
      </Group>
      <Group legend={t('editor.shape.heading')}>
        <SelectField pointer="/density" label={t('editor.shape.density')} value={theme.density} options={choicesAt('density')} problems={problemsAt('/density')} onChange={(density) => onChange({ ...theme, density: density as ThemeConfig['density'] })} />
        {RADII.map((size) => (
          <NumberField
            key={size}
            pointer={`/radius/${size}`}
            label={t(`editor.shape.radius.${size}`)}
            value={theme.radius[size]}
            {...boundsAt('radius', size)}
            problems={problemsAt(`/radius/${size}`)}
            onChange={(px) => onChange({ ...theme, radius: { ...theme.radius, [size]: px } })}
          />
        ))}
        <NumberField pointer="/borders/width" label={t('editor.shape.border')} value={theme.borders.width} {...boundsAt('borders', 'width')} problems={problemsAt('/borders/width')} onChange={(width) => onChange({ ...theme, borders: { width } })} />
      </Group>
    </>
  );
}

const COMPONENT_PROPERTIES = [
  ['button', 'style'],
  ['gameTile', 'style'],
  ['gameTile', 'aspectRatio'],
  ['input', 'style'],
  ['badge', 'shape'],
  ['winnerBoard', 'style'],
  ['marquee', 'style'],
] as const;

export function ComponentFields({ theme, problemsAt, onChange }: TokenFieldsProps) {
  const { t } = useTranslation('preview');
  return (
    <Group legend={t('editor.components.heading')}>
      {COMPONENT_PROPERTIES.map(([component, property]) => {
        const pointer = `/components/${component}/${property}`;
        const current = theme.components[component] as Record<string, string>;
        return (
          <SelectField
            key={pointer}
            pointer={pointer}
            label={t(`editor.components.${component}.${property}`)}
            value={current[property]!}
            options={choicesAt('components', component, property)}
            problems={problemsAt(pointer)}
            onChange={(value) => onChange({ ...theme, components: { ...theme.components, [component]: { ...current, [property]: value } } })}
          />
        );
      })}
    </Group>
  );
}

/** Elevation: the shadow of each level (cards, dropdowns, modals), drawn in black at its opacity. */
export function ElevationFields({ theme, problemsAt, onChange }: TokenFieldsProps) {
  const { t } = useTranslation('preview');
  return (
    <Group legend={t('editor.elevation.heading')}>
      {ELEVATIONS.flatMap((level) =>
        SHADOW_PROPERTIES.map((property) => {
          const pointer = `/shadows/${level}/${property}`;
          return (
            <NumberField
              key={pointer}
              pointer={pointer}
              label={t(`editor.elevation.${property}`, { level: t(`editor.elevation.level.${level}`) })}
              value={theme.shadows[level][property]}
              step={property === 'opacity' ? 0.05 : 1}
              {...boundsAt('shadows', level, property)}
              problems={problemsAt(pointer)}
              onChange={(value) => onChange({ ...theme, shadows: { ...theme.shadows, [level]: { ...theme.shadows[level], [property]: value } } })}
            />
          );
        }),
      )}
    </Group>
  );
}

/** Motion: the two durations and the easing curve; a visitor who asks for reduced motion gets none (global-style.ts). */
export function MotionFields({ theme, problemsAt, onChange }: TokenFieldsProps) {
  const { t } = useTranslation('preview');
  const motion = theme.motion;
  return (
    <Group legend={t('editor.motion.heading')}>
      <Note>{t('editor.motion.reduced')}</Note>
      {DURATIONS.map((step) => (
        <NumberField
          key={step}
          pointer={`/motion/durations/${step}`}
          label={t(`editor.motion.${step}`)}
          value={motion.durations[step]}
          step={10}
          {...boundsAt('motion', 'durations', step)}
          problems={problemsAt(`/motion/durations/${step}`)}
          onChange={(ms) => onChange({ ...theme, motion: { ...motion, durations: { ...motion.durations, [step]: ms } } })}
        />
      ))}
      {EASING_POINTS.map((point, i) => (
        <NumberField
          key={point}
          pointer={`/motion/easing/${i}`}
          label={t('editor.motion.easing', { point })}
          value={motion.easing[i] ?? 0}
          step={0.05}
          {...EASING_BOUNDS}
          problems={problemsAt(`/motion/easing/${i}`)}
          onChange={(value) => onChange({ ...theme, motion: { ...motion, easing: motion.easing.map((v, j) => (j === i ? value : v)) as ThemeConfig['motion']['easing'] } })}
        />
      ))}
    </Group>
  );
}
