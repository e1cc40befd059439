// A player's phone (`/live`, `/live/{pin}`): join by PIN (signed in under their name, or as a guest with a
// nickname), the lobby, big options to tap (or keys 1–9 / A–Z), "answer locked in", right or wrong with points and
// place after each reveal, and the final place. The seat is kept per tab, so a reload mid-question plays on.
import { isValidPin } from '@quizdrill/contracts/rules';
import { useState } from 'react';
import { type LiveSeat, liveSeatStorage } from '@/lib/storage';
import type { AppUser } from '@/lib/token-claims';
import { JoinForm } from './join-form';
import { PlayerGame } from './player-game';

/** The player's screen; `pin` from the address (the QR code's `/live/{pin}`), or empty on `/live`. */
export function PlayerScreen({
  pin,
  user,
  onJoined,
}: {
  pin: string;
  user: AppUser | null;
  /** Told the PIN once joined, so the address can carry it (a reload then finds the seat). */
  onJoined: (pin: string) => void;
}) {
  const [seat, setSeat] = useState<LiveSeat | null>(() =>
    isValidPin(pin) ? liveSeatStorage.get(pin) : null,
  );
  const [seatPin, setSeatPin] = useState(pin);
  // Another PIN in the address (a new QR code scanned in the same tab) is another seat.
  if (seatPin !== pin) {
    setSeatPin(pin);
    setSeat(isValidPin(pin) ? liveSeatStorage.get(pin) : null);
  }

  if (!seat) {
    return (
      <JoinForm
        initialPin={pin}
        user={user}
        onJoined={(joined) => {
          liveSeatStorage.set(joined);
          setSeat(joined);
          setSeatPin(joined.pin);
          onJoined(joined.pin);
        }}
      />
    );
  }
  return <PlayerGame key={seat.playerToken} seat={seat} onLeave={() => setSeat(null)} />;
}
