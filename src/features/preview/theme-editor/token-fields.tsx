// The theme's tokens in the editor: name and code, the colours of both palettes, type, shape and density, and the
// component styles. Each change returns a new theme; the editor turns it into the preview's draft.
import { useTranslation } from 'react-i18next';
import type { ThemeConfig } from '../../../engine/config-types';
import { PREVIEW_PALETTES } from '../../../engine/preview-view';
import { boundsAt, choicesAt, FONT_FAMILIES } from './schema-choices';
import { ColourField, Group, NumberField, SelectField, TextField } from './fields';

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
