import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useShakeToOpen } from './shake';

/**
 * Mounted on the home page by src/app: while the shake setting is on, a shake of the phone
 * opens the 내 증명서 tab. Nothing listens while it is off.
 */
export function ShakeToOpen() {
  const on = useShakeToOpen();
  const navigate = useNavigate();
  useEffect(() => {
    if (!on) return;
    // The detector loads only while the setting is on: most homes never need it.
    let detach = () => {};
    let gone = false;
    void import('./shake-motion').then(({ createShakeDetector }) => {
      if (gone) return;
      const detect = createShakeDetector(() => navigate(paths.home.getHref('inbox'), { replace: true }));
      const onMotion = (event: DeviceMotionEvent) => detect(event.accelerationIncludingGravity, event.timeStamp);
      window.addEventListener('devicemotion', onMotion);
      detach = () => window.removeEventListener('devicemotion', onMotion);
    });
    return () => {
      gone = true;
      detach();
    };
  }, [on, navigate]);
  return null;
}
