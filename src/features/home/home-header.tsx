import { getBridge } from '../../lib/messenger-bridge';
import { paths } from '../../config/paths';
import { useClickGuard } from '../../lib/click-guard';
import { confirm } from '../../lib/popup-store';
import { Button } from '../../ui/button';
import { IconButton, PageHeader } from '../../ui/page';
import { CloseIcon, QrIcon } from '../../ui/icons';
import { useOpenLayer } from '../../lib/layer-navigation';
import { homeMessages } from './messages';

/** Close on the left; Start when not joined, the wallet-address QR when joined (spec 000 §2.3). */
export function HomeHeader({ joined, walletKnown }: { joined: boolean; walletKnown: boolean }) {
  const openLayer = useOpenLayer();
  const guard = useClickGuard();

  const exit = async () => {
    const confirmed = await confirm({
      title: homeMessages.exitTitle, message: homeMessages.exitMessage,
      cancel: homeMessages.cancel, confirm: homeMessages.exitConfirm,
    });
    if (confirmed) getBridge().closeBrowser();
  };

  const right = !walletKnown ? null : joined ? (
    <IconButton label={homeMessages.walletAddress} icon={<QrIcon />} onClick={guard('layer', () => openLayer('wallet-address'))} />
  ) : (
    <Button variant="primary" onClick={guard('layer', () => openLayer('agreement', { types: 'NEW', path: paths.home.getHref('apply') }))}>
      {homeMessages.start}
    </Button>
  );

  return (
    <PageHeader
      title={homeMessages.title}
      left={<IconButton label={homeMessages.close} icon={<CloseIcon />} onClick={() => void exit()} />}
      right={right}
    />
  );
}
