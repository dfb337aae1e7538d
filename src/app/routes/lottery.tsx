// The lottery lobbies (spec P2.1-12): /lottery, /seaLottery and /vnLottery; the page lives in src/features/lottery.
export { Component } from '../../features/lottery/routes/lottery-route';
