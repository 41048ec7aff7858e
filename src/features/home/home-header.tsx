import { getBridge } from '../../lib/messenger-bridge';
import { useClickGuard } from '../../lib/click-guard';
import { showPopup } from '../../ui/popup-store';
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
    const choice = await showPopup({
      title: homeMessages.exitTitle,
      message: homeMessages.exitMessage,
      buttons: [
        { label: homeMessages.cancel, value: 'cancel', variant: 'secondary' },
        { label: homeMessages.exitConfirm, value: 'exit', variant: 'primary' },
      ],
    });
    if (choice === 'exit') getBridge().closeBrowser();
  };

  const right = !walletKnown ? null : joined ? (
    <IconButton label={homeMessages.walletAddress} icon={<QrIcon />} onClick={guard('layer', () => openLayer('wallet-address'))} />
  ) : (
    <Button variant="primary" onClick={guard('layer', () => openLayer('agreement', { types: 'NEW', path: '/home/apply' }))}>
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
