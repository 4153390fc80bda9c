import { formatBytes, limits } from '@jobapp/shared';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useBillingConfig } from '../api';
import { priceLabel } from '../billing-labels';
import { StoragePurchaseDialog } from './storage-purchase-dialog';

/** 'Buy 50 MB for $9' (price and size from the billing config), opening the storage purchase dialog. */
export function BuyStorageButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const [open, setOpen] = useState(false);
  const config = useBillingConfig();
  const addon = config.data?.storageAddon;
  const label = `Buy ${formatBytes(addon?.bytes ?? limits.storageAddonBytes)} for ${priceLabel(addon?.priceCents ?? limits.storageAddonPriceCents)}`;
  return (
    <>
      <Button {...props} onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="buy-storage">
        {label}
      </Button>
      <StoragePurchaseDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
