// The captcha picture; clicking it (or pressing Enter on it) asks for another one. The owner throttles refreshes.
import styled from 'styled-components';
import { focusRing } from '../../focus-ring';

const ImageButton = styled.button`
  flex-shrink: 0;
  width: 120px;
  min-height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: #fff;
  color: #333;
  font-size: 0.8rem;
  cursor: pointer;
  overflow: hidden;

  img {
    display: block;
    width: 100%;
    height: 44px;
    object-fit: contain;
  }
  ${focusRing}
`;

export interface CaptchaImageProps {
  /** base64 PNG without the data: prefix, or null while loading or after a failure. */
  image: string | null;
  /** Exposed as data-captcha-id, so browser tests can ask the development server for the answer. */
  captchaId?: string | null;
  loading: boolean;
  failed: boolean;
  imageLabel: string;
  loadingLabel: string;
  failedLabel: string;
  onRefresh: () => void;
}

export function CaptchaImage({ image, captchaId, loading, failed, imageLabel, loadingLabel, failedLabel, onRefresh }: CaptchaImageProps) {
  const label = loading ? loadingLabel : failed ? failedLabel : imageLabel;
  return (
    <ImageButton type="button" onClick={onRefresh} aria-label={label} title={label} aria-busy={loading || undefined} data-testid="captcha-image" data-captcha-id={captchaId ?? undefined}>
      {image && !loading ? <img src={`data:image/png;base64,${image}`} alt="" /> : <span aria-hidden="true">…</span>}
    </ImageButton>
  );
}
