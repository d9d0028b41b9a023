"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "@/i18n/navigation";
import { apiFetch } from "@/lib/api-client";
import { POLL_MS } from "@/components/request-state/live-state";
import { createAlarmSound, type AlarmSound, type SoundState } from "@/components/dashboard/alarm-sound";
import { startTicker } from "@/components/dashboard/background-ticker";
import {
  acknowledge as acknowledged,
  afterPoll,
  deviceStore,
  initialAlarm,
  isMuted,
  isRinging,
  pollSince,
  rememberAck,
  rememberedAck,
  rememberMuted,
  type AlarmState,
  type LatestAlertAnswer,
} from "@/components/dashboard/alarm-state";

const FLASH_MS = 1000;

/**
 * The dashboard's alarm: polls the clinic's latest alert every POLL_MS whether
 * or not the tab is in front (a worker's timer), reloads the list when a new
 * one arrives, and while any is unacknowledged plays the sound (unless muted
 * or blocked) and flashes the tab's title with `flashTitle`.
 */
export function useAlertAlarm(clinicId: string, flashTitle: string) {
  // The effect below runs once per clinic: it reads the router through a ref.
  const router = useRef(useRouter());
  const [alarm, setAlarm] = useState<AlarmState>(() => initialAlarm(null));
  const [muted, setMuted] = useState(false);
  const [sound, setSound] = useState<SoundState>("none");
  const alarmRef = useRef(alarm);
  const soundRef = useRef<AlarmSound | null>(null);
  const ringing = isRinging(alarm);

  useEffect(() => {
    const store = deviceStore();
    alarmRef.current = initialAlarm(rememberedAck(store, clinicId));
    setMuted(isMuted(store));
    const player = createAlarmSound();
    soundRef.current = player;
    setSound(player.state());
    // Any tap or key on the page lets it play, as "Turn on sound" does.
    const unlock = () => void player.unlock().then(setSound);
    document.addEventListener("pointerdown", unlock);
    document.addEventListener("keydown", unlock);

    let polling = false;
    let answered = false;
    const poll = async () => {
      if (polling) return;
      polling = true;
      try {
        const before = alarmRef.current;
        const since = pollSince(before);
        const query = since ? `?since=${encodeURIComponent(since)}` : "";
        const answer = await apiFetch<LatestAlertAnswer>(`/api/clinics/${clinicId}/latest-alert${query}`);
        // Acknowledged while the answer was on its way: it counted from before that; the next tick asks afresh.
        if (alarmRef.current !== before) return;
        alarmRef.current = afterPoll(before, answer);
        // The first baseline is kept too: a reload before anyone acknowledged still rings.
        if (before.acknowledged === null) rememberAck(store, clinicId, alarmRef.current.acknowledged);
        setAlarm(alarmRef.current);
        // The page was rendered with what the first answer reports; a later change is news for the list.
        if (answered && answer.latestAt !== before.latest) router.current.refresh();
        answered = true;
      } catch {
        // Offline or signed out for a moment: the next tick asks again.
      } finally {
        polling = false;
      }
    };
    void poll();
    const stop = startTicker(POLL_MS, () => void poll());
    return () => {
      stop();
      player.stop();
      document.removeEventListener("pointerdown", unlock);
      document.removeEventListener("keydown", unlock);
    };
  }, [clinicId]);

  useEffect(() => {
    if (ringing && !muted && sound === "ready") soundRef.current?.start();
    else soundRef.current?.stop();
  }, [ringing, muted, sound]);

  useEffect(() => {
    if (!ringing) return;
    const original = document.title;
    let lit = false;
    const flash = () => {
      lit = !lit;
      document.title = lit ? flashTitle : original;
    };
    flash();
    const stop = startTicker(FLASH_MS, flash);
    return () => {
      stop();
      document.title = original;
    };
  }, [ringing, flashTitle]);

  const acknowledge = useCallback(() => {
    alarmRef.current = acknowledged(alarmRef.current);
    rememberAck(deviceStore(), clinicId, alarmRef.current.acknowledged);
    setAlarm(alarmRef.current);
  }, [clinicId]);

  const setMute = useCallback((next: boolean) => {
    rememberMuted(deviceStore(), next);
    setMuted(next);
  }, []);

  const turnOnSound = useCallback(async () => {
    if (soundRef.current) setSound(await soundRef.current.unlock());
  }, []);

  return { ringing, newCount: alarm.newCount, muted, sound, acknowledge, setMute, turnOnSound };
}
