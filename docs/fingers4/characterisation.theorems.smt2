; SIMPLE CHOPSTICKS with finger count 4 (Dailly, Gledel, Nowakowski, Santos 2024): the theorems below follow from the outcome rule (each check-sat: unsat = proved)
; Written by partizan/prove. lk (rk) = how many of Left's (Right's) hands hold k fingers.
; The moves, derived from the library's rules (a hand a attacks a hand d: d becomes a + d, removed past 4):
;   Left 1 -> 1: the hand becomes 2
;   Left 2 -> 1: the hand becomes 3
;   Left 3 -> 1: the hand becomes 4
;   Left 4 -> 1: the hand is removed
;   Left 1 -> 2: the hand becomes 3
;   Left 2 -> 2: the hand becomes 4
;   Left 3..4 -> 2: the hand is removed
;   Left 1 -> 3: the hand becomes 4
;   Left 2..4 -> 3: the hand is removed
;   Left 1..4 -> 4: the hand is removed
;   Right 1 -> 1: the hand becomes 2
;   Right 2 -> 1: the hand becomes 3
;   Right 3 -> 1: the hand becomes 4
;   Right 4 -> 1: the hand is removed
;   Right 1 -> 2: the hand becomes 3
;   Right 2 -> 2: the hand becomes 4
;   Right 3..4 -> 2: the hand is removed
;   Right 1 -> 3: the hand becomes 4
;   Right 2..4 -> 3: the hand is removed
;   Right 1..4 -> 4: the hand is removed
(set-logic QF_LIA)
(define-fun left-first-wins ((l1 Int) (l2 Int) (l3 Int) (l4 Int) (r1 Int) (r2 Int) (r3 Int) (r4 Int)) Bool
  (let
    ((lw (or (>= r4 1) (and (>= r3 1) (>= (+ r1 r2) 1)) (and (= (+ r1 r2 r4) 0) (= (mod l1 2) 0)) (and (= (+ r3 r4) 0) (ite (and (>= l3 1) (= r1 (+ l1 l2 l3 l4))) (and (= l1 0) (= l2 0) (= (mod l3 2) 0)) (ite (and (>= l3 1) (>= r1 (+ l1 l2 l4))) (not (and (= l1 0) (>= l4 1) (= (mod (+ l1 l2) 2) 1))) (ite (= (+ l1 l2) 0) true (ite (= l1 0) (and (= (mod (+ l1 l2) 2) 0) (< r1 (+ l1 l2 l4))) (ite (= l2 0) (or (< r1 (+ l1 l2 l4)) (= l1 1)) (ite (= l2 1) (ite (= l4 0) (= (mod (- r1 (+ l1 l2 l4)) 2) 0) (or (>= r1 1) (= (mod (+ l1 l2) 2) 0))) (or (and (= r1 0) (= (mod (+ l1 l2) 2) 0)) (and (<= 1 r1) (<= r1 (+ l1 l4))) (and (= (mod l2 2) 0) (<= (- (+ l1 l2) 2) r1) (<= r1 (- (+ l1 l2 l4) 1))) (and (= (mod l2 2) 1) (<= (+ l1 l2) r1) (<= r1 (+ l1 l2 l4))))))))))))))
  (let
    ((rw (or (>= l4 1) (and (>= l3 1) (>= (+ l1 l2) 1)) (and (= (+ l1 l2 l4) 0) (= (mod r1 2) 0)) (and (= (+ l3 l4) 0) (ite (and (>= r3 1) (= l1 (+ r1 r2 r3 r4))) (and (= r1 0) (= r2 0) (= (mod r3 2) 0)) (ite (and (>= r3 1) (>= l1 (+ r1 r2 r4))) (not (and (= r1 0) (>= r4 1) (= (mod (+ r1 r2) 2) 1))) (ite (= (+ r1 r2) 0) true (ite (= r1 0) (and (= (mod (+ r1 r2) 2) 0) (< l1 (+ r1 r2 r4))) (ite (= r2 0) (or (< l1 (+ r1 r2 r4)) (= r1 1)) (ite (= r2 1) (ite (= r4 0) (= (mod (- l1 (+ r1 r2 r4)) 2) 0) (or (>= l1 1) (= (mod (+ r1 r2) 2) 0))) (or (and (= l1 0) (= (mod (+ r1 r2) 2) 0)) (and (<= 1 l1) (<= l1 (+ r1 r4))) (and (= (mod r2 2) 0) (<= (- (+ r1 r2) 2) l1) (<= l1 (- (+ r1 r2 r4) 1))) (and (= (mod r2 2) 1) (<= (+ r1 r2) l1) (<= l1 (+ r1 r2 r4))))))))))))))
  (ite (or (= (+ l1 l2 l3 l4) 0) (= (+ r1 r2 r3 r4) 0))
    false
  (ite (>= (+ l1 l2 l3 l4) (+ (+ r1 r2 r3 r4) 2))
    true
  (ite (>= (+ r1 r2 r3 r4) (+ (+ l1 l2 l3 l4) 2))
    false
  (ite (= (+ l1 l2 l3 l4) (+ r1 r2 r3 r4))
    (ite (and lw rw) true (ite lw true (ite rw false false)))
  (ite (= (+ l1 l2 l3 l4) (+ (+ r1 r2 r3 r4) 1))
    (ite
      (or
        (and
          (>= l1 1)
          (>= r4 1)
          (not
            (or
              (>= r4 1)
              (and (>= r3 1) (>= (+ r1 r2) 1))
              (and (= (+ r1 r2 r4) 0) (= (mod (- l1 1) 2) 0))
              (and
                (= (+ r3 r4) 0)
                (ite (and (>= l3 1) (= r1 (+ (- l1 1) l2 l3 l4)))
                  (and (= (- l1 1) 0) (= l2 0) (= (mod l3 2) 0))
                (ite (and (>= l3 1) (>= r1 (+ (- l1 1) l2 l4)))
                  (not (and (= (- l1 1) 0) (>= l4 1) (= (mod (+ (- l1 1) l2) 2) 1)))
                (ite (= (+ (- l1 1) l2) 0)
                  true
                (ite (= (- l1 1) 0)
                  (and (= (mod (+ (- l1 1) l2) 2) 0) (< r1 (+ (- l1 1) l2 l4)))
                (ite (= l2 0)
                  (or (< r1 (+ (- l1 1) l2 l4)) (= (- l1 1) 1))
                (ite (= l2 1)
                  (ite (= l4 0)
                    (= (mod (- r1 (+ (- l1 1) l2 l4)) 2) 0)
                    (or (>= r1 1) (= (mod (+ (- l1 1) l2) 2) 0)))
                  (or
                    (and (= r1 0) (= (mod (+ (- l1 1) l2) 2) 0))
                    (and (<= 1 r1) (<= r1 (+ (- l1 1) l4)))
                    (and
                      (= (mod l2 2) 0)
                      (<= (- (+ (- l1 1) l2) 2) r1)
                      (<= r1 (- (+ (- l1 1) l2 l4) 1)))
                    (and (= (mod l2 2) 1) (<= (+ (- l1 1) l2) r1) (<= r1 (+ (- l1 1) l2 l4))))))))))))))
        (and
          (>= l2 1)
          (>= (+ r3 r4) 1)
          (not
            (or
              (>= r4 1)
              (and (>= r3 1) (>= (+ r1 r2) 1))
              (and (= (+ r1 r2 r4) 0) (= (mod l1 2) 0))
              (and
                (= (+ r3 r4) 0)
                (ite (and (>= l3 1) (= r1 (+ l1 (- l2 1) l3 l4)))
                  (and (= l1 0) (= (- l2 1) 0) (= (mod l3 2) 0))
                (ite (and (>= l3 1) (>= r1 (+ l1 (- l2 1) l4)))
                  (not (and (= l1 0) (>= l4 1) (= (mod (+ l1 (- l2 1)) 2) 1)))
                (ite (= (+ l1 (- l2 1)) 0)
                  true
                (ite (= l1 0)
                  (and (= (mod (+ l1 (- l2 1)) 2) 0) (< r1 (+ l1 (- l2 1) l4)))
                (ite (= (- l2 1) 0)
                  (or (< r1 (+ l1 (- l2 1) l4)) (= l1 1))
                (ite (= (- l2 1) 1)
                  (ite (= l4 0)
                    (= (mod (- r1 (+ l1 (- l2 1) l4)) 2) 0)
                    (or (>= r1 1) (= (mod (+ l1 (- l2 1)) 2) 0)))
                  (or
                    (and (= r1 0) (= (mod (+ l1 (- l2 1)) 2) 0))
                    (and (<= 1 r1) (<= r1 (+ l1 l4)))
                    (and
                      (= (mod (- l2 1) 2) 0)
                      (<= (- (+ l1 (- l2 1)) 2) r1)
                      (<= r1 (- (+ l1 (- l2 1) l4) 1)))
                    (and (= (mod (- l2 1) 2) 1) (<= (+ l1 (- l2 1)) r1) (<= r1 (+ l1 (- l2 1) l4))))))))))))))
        (and
          (>= l3 1)
          (>= (+ r2 r3 r4) 1)
          (not
            (or
              (>= r4 1)
              (and (>= r3 1) (>= (+ r1 r2) 1))
              (and (= (+ r1 r2 r4) 0) (= (mod l1 2) 0))
              (and
                (= (+ r3 r4) 0)
                (ite (and (>= (- l3 1) 1) (= r1 (+ l1 l2 (- l3 1) l4)))
                  (and (= l1 0) (= l2 0) (= (mod (- l3 1) 2) 0))
                (ite (and (>= (- l3 1) 1) (>= r1 (+ l1 l2 l4)))
                  (not (and (= l1 0) (>= l4 1) (= (mod (+ l1 l2) 2) 1)))
                (ite (= (+ l1 l2) 0)
                  true
                (ite (= l1 0)
                  (and (= (mod (+ l1 l2) 2) 0) (< r1 (+ l1 l2 l4)))
                (ite (= l2 0)
                  (or (< r1 (+ l1 l2 l4)) (= l1 1))
                (ite (= l2 1)
                  (ite (= l4 0)
                    (= (mod (- r1 (+ l1 l2 l4)) 2) 0)
                    (or (>= r1 1) (= (mod (+ l1 l2) 2) 0)))
                  (or
                    (and (= r1 0) (= (mod (+ l1 l2) 2) 0))
                    (and (<= 1 r1) (<= r1 (+ l1 l4)))
                    (and (= (mod l2 2) 0) (<= (- (+ l1 l2) 2) r1) (<= r1 (- (+ l1 l2 l4) 1)))
                    (and (= (mod l2 2) 1) (<= (+ l1 l2) r1) (<= r1 (+ l1 l2 l4))))))))))))))
        (and
          (>= l4 1)
          (>= (+ r1 r2 r3 r4) 1)
          (not
            (or
              (>= r4 1)
              (and (>= r3 1) (>= (+ r1 r2) 1))
              (and (= (+ r1 r2 r4) 0) (= (mod l1 2) 0))
              (and
                (= (+ r3 r4) 0)
                (ite (and (>= l3 1) (= r1 (+ l1 l2 l3 (- l4 1))))
                  (and (= l1 0) (= l2 0) (= (mod l3 2) 0))
                (ite (and (>= l3 1) (>= r1 (+ l1 l2 (- l4 1))))
                  (not (and (= l1 0) (>= (- l4 1) 1) (= (mod (+ l1 l2) 2) 1)))
                (ite (= (+ l1 l2) 0)
                  true
                (ite (= l1 0)
                  (and (= (mod (+ l1 l2) 2) 0) (< r1 (+ l1 l2 (- l4 1))))
                (ite (= l2 0)
                  (or (< r1 (+ l1 l2 (- l4 1))) (= l1 1))
                (ite (= l2 1)
                  (ite (= (- l4 1) 0)
                    (= (mod (- r1 (+ l1 l2 (- l4 1))) 2) 0)
                    (or (>= r1 1) (= (mod (+ l1 l2) 2) 0)))
                  (or
                    (and (= r1 0) (= (mod (+ l1 l2) 2) 0))
                    (and (<= 1 r1) (<= r1 (+ l1 (- l4 1))))
                    (and (= (mod l2 2) 0) (<= (- (+ l1 l2) 2) r1) (<= r1 (- (+ l1 l2 (- l4 1)) 1)))
                    (and (= (mod l2 2) 1) (<= (+ l1 l2) r1) (<= r1 (+ l1 l2 (- l4 1))))))))))))))))
      true
      true)
  (ite
    (or
      (and
        (>= r1 1)
        (>= l4 1)
        (not
          (or
            (>= l4 1)
            (and (>= l3 1) (>= (+ l1 l2) 1))
            (and (= (+ l1 l2 l4) 0) (= (mod (- r1 1) 2) 0))
            (and
              (= (+ l3 l4) 0)
              (ite (and (>= r3 1) (= l1 (+ (- r1 1) r2 r3 r4)))
                (and (= (- r1 1) 0) (= r2 0) (= (mod r3 2) 0))
              (ite (and (>= r3 1) (>= l1 (+ (- r1 1) r2 r4)))
                (not (and (= (- r1 1) 0) (>= r4 1) (= (mod (+ (- r1 1) r2) 2) 1)))
              (ite (= (+ (- r1 1) r2) 0)
                true
              (ite (= (- r1 1) 0)
                (and (= (mod (+ (- r1 1) r2) 2) 0) (< l1 (+ (- r1 1) r2 r4)))
              (ite (= r2 0)
                (or (< l1 (+ (- r1 1) r2 r4)) (= (- r1 1) 1))
              (ite (= r2 1)
                (ite (= r4 0)
                  (= (mod (- l1 (+ (- r1 1) r2 r4)) 2) 0)
                  (or (>= l1 1) (= (mod (+ (- r1 1) r2) 2) 0)))
                (or
                  (and (= l1 0) (= (mod (+ (- r1 1) r2) 2) 0))
                  (and (<= 1 l1) (<= l1 (+ (- r1 1) r4)))
                  (and
                    (= (mod r2 2) 0)
                    (<= (- (+ (- r1 1) r2) 2) l1)
                    (<= l1 (- (+ (- r1 1) r2 r4) 1)))
                  (and (= (mod r2 2) 1) (<= (+ (- r1 1) r2) l1) (<= l1 (+ (- r1 1) r2 r4))))))))))))))
      (and
        (>= r2 1)
        (>= (+ l3 l4) 1)
        (not
          (or
            (>= l4 1)
            (and (>= l3 1) (>= (+ l1 l2) 1))
            (and (= (+ l1 l2 l4) 0) (= (mod r1 2) 0))
            (and
              (= (+ l3 l4) 0)
              (ite (and (>= r3 1) (= l1 (+ r1 (- r2 1) r3 r4)))
                (and (= r1 0) (= (- r2 1) 0) (= (mod r3 2) 0))
              (ite (and (>= r3 1) (>= l1 (+ r1 (- r2 1) r4)))
                (not (and (= r1 0) (>= r4 1) (= (mod (+ r1 (- r2 1)) 2) 1)))
              (ite (= (+ r1 (- r2 1)) 0)
                true
              (ite (= r1 0)
                (and (= (mod (+ r1 (- r2 1)) 2) 0) (< l1 (+ r1 (- r2 1) r4)))
              (ite (= (- r2 1) 0)
                (or (< l1 (+ r1 (- r2 1) r4)) (= r1 1))
              (ite (= (- r2 1) 1)
                (ite (= r4 0)
                  (= (mod (- l1 (+ r1 (- r2 1) r4)) 2) 0)
                  (or (>= l1 1) (= (mod (+ r1 (- r2 1)) 2) 0)))
                (or
                  (and (= l1 0) (= (mod (+ r1 (- r2 1)) 2) 0))
                  (and (<= 1 l1) (<= l1 (+ r1 r4)))
                  (and
                    (= (mod (- r2 1) 2) 0)
                    (<= (- (+ r1 (- r2 1)) 2) l1)
                    (<= l1 (- (+ r1 (- r2 1) r4) 1)))
                  (and (= (mod (- r2 1) 2) 1) (<= (+ r1 (- r2 1)) l1) (<= l1 (+ r1 (- r2 1) r4))))))))))))))
      (and
        (>= r3 1)
        (>= (+ l2 l3 l4) 1)
        (not
          (or
            (>= l4 1)
            (and (>= l3 1) (>= (+ l1 l2) 1))
            (and (= (+ l1 l2 l4) 0) (= (mod r1 2) 0))
            (and
              (= (+ l3 l4) 0)
              (ite (and (>= (- r3 1) 1) (= l1 (+ r1 r2 (- r3 1) r4)))
                (and (= r1 0) (= r2 0) (= (mod (- r3 1) 2) 0))
              (ite (and (>= (- r3 1) 1) (>= l1 (+ r1 r2 r4)))
                (not (and (= r1 0) (>= r4 1) (= (mod (+ r1 r2) 2) 1)))
              (ite (= (+ r1 r2) 0)
                true
              (ite (= r1 0)
                (and (= (mod (+ r1 r2) 2) 0) (< l1 (+ r1 r2 r4)))
              (ite (= r2 0)
                (or (< l1 (+ r1 r2 r4)) (= r1 1))
              (ite (= r2 1)
                (ite (= r4 0)
                  (= (mod (- l1 (+ r1 r2 r4)) 2) 0)
                  (or (>= l1 1) (= (mod (+ r1 r2) 2) 0)))
                (or
                  (and (= l1 0) (= (mod (+ r1 r2) 2) 0))
                  (and (<= 1 l1) (<= l1 (+ r1 r4)))
                  (and (= (mod r2 2) 0) (<= (- (+ r1 r2) 2) l1) (<= l1 (- (+ r1 r2 r4) 1)))
                  (and (= (mod r2 2) 1) (<= (+ r1 r2) l1) (<= l1 (+ r1 r2 r4))))))))))))))
      (and
        (>= r4 1)
        (>= (+ l1 l2 l3 l4) 1)
        (not
          (or
            (>= l4 1)
            (and (>= l3 1) (>= (+ l1 l2) 1))
            (and (= (+ l1 l2 l4) 0) (= (mod r1 2) 0))
            (and
              (= (+ l3 l4) 0)
              (ite (and (>= r3 1) (= l1 (+ r1 r2 r3 (- r4 1))))
                (and (= r1 0) (= r2 0) (= (mod r3 2) 0))
              (ite (and (>= r3 1) (>= l1 (+ r1 r2 (- r4 1))))
                (not (and (= r1 0) (>= (- r4 1) 1) (= (mod (+ r1 r2) 2) 1)))
              (ite (= (+ r1 r2) 0)
                true
              (ite (= r1 0)
                (and (= (mod (+ r1 r2) 2) 0) (< l1 (+ r1 r2 (- r4 1))))
              (ite (= r2 0)
                (or (< l1 (+ r1 r2 (- r4 1))) (= r1 1))
              (ite (= r2 1)
                (ite (= (- r4 1) 0)
                  (= (mod (- l1 (+ r1 r2 (- r4 1))) 2) 0)
                  (or (>= l1 1) (= (mod (+ r1 r2) 2) 0)))
                (or
                  (and (= l1 0) (= (mod (+ r1 r2) 2) 0))
                  (and (<= 1 l1) (<= l1 (+ r1 (- r4 1))))
                  (and (= (mod r2 2) 0) (<= (- (+ r1 r2) 2) l1) (<= l1 (- (+ r1 r2 (- r4 1)) 1)))
                  (and (= (mod r2 2) 1) (<= (+ r1 r2) l1) (<= l1 (+ r1 r2 (- r4 1))))))))))))))))
    true
    false)))))))))
(define-fun right-first-wins ((l1 Int) (l2 Int) (l3 Int) (l4 Int) (r1 Int) (r2 Int) (r3 Int) (r4 Int)) Bool
  (let
    ((lw (or (>= r4 1) (and (>= r3 1) (>= (+ r1 r2) 1)) (and (= (+ r1 r2 r4) 0) (= (mod l1 2) 0)) (and (= (+ r3 r4) 0) (ite (and (>= l3 1) (= r1 (+ l1 l2 l3 l4))) (and (= l1 0) (= l2 0) (= (mod l3 2) 0)) (ite (and (>= l3 1) (>= r1 (+ l1 l2 l4))) (not (and (= l1 0) (>= l4 1) (= (mod (+ l1 l2) 2) 1))) (ite (= (+ l1 l2) 0) true (ite (= l1 0) (and (= (mod (+ l1 l2) 2) 0) (< r1 (+ l1 l2 l4))) (ite (= l2 0) (or (< r1 (+ l1 l2 l4)) (= l1 1)) (ite (= l2 1) (ite (= l4 0) (= (mod (- r1 (+ l1 l2 l4)) 2) 0) (or (>= r1 1) (= (mod (+ l1 l2) 2) 0))) (or (and (= r1 0) (= (mod (+ l1 l2) 2) 0)) (and (<= 1 r1) (<= r1 (+ l1 l4))) (and (= (mod l2 2) 0) (<= (- (+ l1 l2) 2) r1) (<= r1 (- (+ l1 l2 l4) 1))) (and (= (mod l2 2) 1) (<= (+ l1 l2) r1) (<= r1 (+ l1 l2 l4))))))))))))))
  (let
    ((rw (or (>= l4 1) (and (>= l3 1) (>= (+ l1 l2) 1)) (and (= (+ l1 l2 l4) 0) (= (mod r1 2) 0)) (and (= (+ l3 l4) 0) (ite (and (>= r3 1) (= l1 (+ r1 r2 r3 r4))) (and (= r1 0) (= r2 0) (= (mod r3 2) 0)) (ite (and (>= r3 1) (>= l1 (+ r1 r2 r4))) (not (and (= r1 0) (>= r4 1) (= (mod (+ r1 r2) 2) 1))) (ite (= (+ r1 r2) 0) true (ite (= r1 0) (and (= (mod (+ r1 r2) 2) 0) (< l1 (+ r1 r2 r4))) (ite (= r2 0) (or (< l1 (+ r1 r2 r4)) (= r1 1)) (ite (= r2 1) (ite (= r4 0) (= (mod (- l1 (+ r1 r2 r4)) 2) 0) (or (>= l1 1) (= (mod (+ r1 r2) 2) 0))) (or (and (= l1 0) (= (mod (+ r1 r2) 2) 0)) (and (<= 1 l1) (<= l1 (+ r1 r4))) (and (= (mod r2 2) 0) (<= (- (+ r1 r2) 2) l1) (<= l1 (- (+ r1 r2 r4) 1))) (and (= (mod r2 2) 1) (<= (+ r1 r2) l1) (<= l1 (+ r1 r2 r4))))))))))))))
  (ite (or (= (+ l1 l2 l3 l4) 0) (= (+ r1 r2 r3 r4) 0))
    false
  (ite (>= (+ l1 l2 l3 l4) (+ (+ r1 r2 r3 r4) 2))
    false
  (ite (>= (+ r1 r2 r3 r4) (+ (+ l1 l2 l3 l4) 2))
    true
  (ite (= (+ l1 l2 l3 l4) (+ r1 r2 r3 r4))
    (ite (and lw rw) true (ite lw false (ite rw true false)))
  (ite (= (+ l1 l2 l3 l4) (+ (+ r1 r2 r3 r4) 1))
    (ite
      (or
        (and
          (>= l1 1)
          (>= r4 1)
          (not
            (or
              (>= r4 1)
              (and (>= r3 1) (>= (+ r1 r2) 1))
              (and (= (+ r1 r2 r4) 0) (= (mod (- l1 1) 2) 0))
              (and
                (= (+ r3 r4) 0)
                (ite (and (>= l3 1) (= r1 (+ (- l1 1) l2 l3 l4)))
                  (and (= (- l1 1) 0) (= l2 0) (= (mod l3 2) 0))
                (ite (and (>= l3 1) (>= r1 (+ (- l1 1) l2 l4)))
                  (not (and (= (- l1 1) 0) (>= l4 1) (= (mod (+ (- l1 1) l2) 2) 1)))
                (ite (= (+ (- l1 1) l2) 0)
                  true
                (ite (= (- l1 1) 0)
                  (and (= (mod (+ (- l1 1) l2) 2) 0) (< r1 (+ (- l1 1) l2 l4)))
                (ite (= l2 0)
                  (or (< r1 (+ (- l1 1) l2 l4)) (= (- l1 1) 1))
                (ite (= l2 1)
                  (ite (= l4 0)
                    (= (mod (- r1 (+ (- l1 1) l2 l4)) 2) 0)
                    (or (>= r1 1) (= (mod (+ (- l1 1) l2) 2) 0)))
                  (or
                    (and (= r1 0) (= (mod (+ (- l1 1) l2) 2) 0))
                    (and (<= 1 r1) (<= r1 (+ (- l1 1) l4)))
                    (and
                      (= (mod l2 2) 0)
                      (<= (- (+ (- l1 1) l2) 2) r1)
                      (<= r1 (- (+ (- l1 1) l2 l4) 1)))
                    (and (= (mod l2 2) 1) (<= (+ (- l1 1) l2) r1) (<= r1 (+ (- l1 1) l2 l4))))))))))))))
        (and
          (>= l2 1)
          (>= (+ r3 r4) 1)
          (not
            (or
              (>= r4 1)
              (and (>= r3 1) (>= (+ r1 r2) 1))
              (and (= (+ r1 r2 r4) 0) (= (mod l1 2) 0))
              (and
                (= (+ r3 r4) 0)
                (ite (and (>= l3 1) (= r1 (+ l1 (- l2 1) l3 l4)))
                  (and (= l1 0) (= (- l2 1) 0) (= (mod l3 2) 0))
                (ite (and (>= l3 1) (>= r1 (+ l1 (- l2 1) l4)))
                  (not (and (= l1 0) (>= l4 1) (= (mod (+ l1 (- l2 1)) 2) 1)))
                (ite (= (+ l1 (- l2 1)) 0)
                  true
                (ite (= l1 0)
                  (and (= (mod (+ l1 (- l2 1)) 2) 0) (< r1 (+ l1 (- l2 1) l4)))
                (ite (= (- l2 1) 0)
                  (or (< r1 (+ l1 (- l2 1) l4)) (= l1 1))
                (ite (= (- l2 1) 1)
                  (ite (= l4 0)
                    (= (mod (- r1 (+ l1 (- l2 1) l4)) 2) 0)
                    (or (>= r1 1) (= (mod (+ l1 (- l2 1)) 2) 0)))
                  (or
                    (and (= r1 0) (= (mod (+ l1 (- l2 1)) 2) 0))
                    (and (<= 1 r1) (<= r1 (+ l1 l4)))
                    (and
                      (= (mod (- l2 1) 2) 0)
                      (<= (- (+ l1 (- l2 1)) 2) r1)
                      (<= r1 (- (+ l1 (- l2 1) l4) 1)))
                    (and (= (mod (- l2 1) 2) 1) (<= (+ l1 (- l2 1)) r1) (<= r1 (+ l1 (- l2 1) l4))))))))))))))
        (and
          (>= l3 1)
          (>= (+ r2 r3 r4) 1)
          (not
            (or
              (>= r4 1)
              (and (>= r3 1) (>= (+ r1 r2) 1))
              (and (= (+ r1 r2 r4) 0) (= (mod l1 2) 0))
              (and
                (= (+ r3 r4) 0)
                (ite (and (>= (- l3 1) 1) (= r1 (+ l1 l2 (- l3 1) l4)))
                  (and (= l1 0) (= l2 0) (= (mod (- l3 1) 2) 0))
                (ite (and (>= (- l3 1) 1) (>= r1 (+ l1 l2 l4)))
                  (not (and (= l1 0) (>= l4 1) (= (mod (+ l1 l2) 2) 1)))
                (ite (= (+ l1 l2) 0)
                  true
                (ite (= l1 0)
                  (and (= (mod (+ l1 l2) 2) 0) (< r1 (+ l1 l2 l4)))
                (ite (= l2 0)
                  (or (< r1 (+ l1 l2 l4)) (= l1 1))
                (ite (= l2 1)
                  (ite (= l4 0)
                    (= (mod (- r1 (+ l1 l2 l4)) 2) 0)
                    (or (>= r1 1) (= (mod (+ l1 l2) 2) 0)))
                  (or
                    (and (= r1 0) (= (mod (+ l1 l2) 2) 0))
                    (and (<= 1 r1) (<= r1 (+ l1 l4)))
                    (and (= (mod l2 2) 0) (<= (- (+ l1 l2) 2) r1) (<= r1 (- (+ l1 l2 l4) 1)))
                    (and (= (mod l2 2) 1) (<= (+ l1 l2) r1) (<= r1 (+ l1 l2 l4))))))))))))))
        (and
          (>= l4 1)
          (>= (+ r1 r2 r3 r4) 1)
          (not
            (or
              (>= r4 1)
              (and (>= r3 1) (>= (+ r1 r2) 1))
              (and (= (+ r1 r2 r4) 0) (= (mod l1 2) 0))
              (and
                (= (+ r3 r4) 0)
                (ite (and (>= l3 1) (= r1 (+ l1 l2 l3 (- l4 1))))
                  (and (= l1 0) (= l2 0) (= (mod l3 2) 0))
                (ite (and (>= l3 1) (>= r1 (+ l1 l2 (- l4 1))))
                  (not (and (= l1 0) (>= (- l4 1) 1) (= (mod (+ l1 l2) 2) 1)))
                (ite (= (+ l1 l2) 0)
                  true
                (ite (= l1 0)
                  (and (= (mod (+ l1 l2) 2) 0) (< r1 (+ l1 l2 (- l4 1))))
                (ite (= l2 0)
                  (or (< r1 (+ l1 l2 (- l4 1))) (= l1 1))
                (ite (= l2 1)
                  (ite (= (- l4 1) 0)
                    (= (mod (- r1 (+ l1 l2 (- l4 1))) 2) 0)
                    (or (>= r1 1) (= (mod (+ l1 l2) 2) 0)))
                  (or
                    (and (= r1 0) (= (mod (+ l1 l2) 2) 0))
                    (and (<= 1 r1) (<= r1 (+ l1 (- l4 1))))
                    (and (= (mod l2 2) 0) (<= (- (+ l1 l2) 2) r1) (<= r1 (- (+ l1 l2 (- l4 1)) 1)))
                    (and (= (mod l2 2) 1) (<= (+ l1 l2) r1) (<= r1 (+ l1 l2 (- l4 1))))))))))))))))
      true
      false)
  (ite
    (or
      (and
        (>= r1 1)
        (>= l4 1)
        (not
          (or
            (>= l4 1)
            (and (>= l3 1) (>= (+ l1 l2) 1))
            (and (= (+ l1 l2 l4) 0) (= (mod (- r1 1) 2) 0))
            (and
              (= (+ l3 l4) 0)
              (ite (and (>= r3 1) (= l1 (+ (- r1 1) r2 r3 r4)))
                (and (= (- r1 1) 0) (= r2 0) (= (mod r3 2) 0))
              (ite (and (>= r3 1) (>= l1 (+ (- r1 1) r2 r4)))
                (not (and (= (- r1 1) 0) (>= r4 1) (= (mod (+ (- r1 1) r2) 2) 1)))
              (ite (= (+ (- r1 1) r2) 0)
                true
              (ite (= (- r1 1) 0)
                (and (= (mod (+ (- r1 1) r2) 2) 0) (< l1 (+ (- r1 1) r2 r4)))
              (ite (= r2 0)
                (or (< l1 (+ (- r1 1) r2 r4)) (= (- r1 1) 1))
              (ite (= r2 1)
                (ite (= r4 0)
                  (= (mod (- l1 (+ (- r1 1) r2 r4)) 2) 0)
                  (or (>= l1 1) (= (mod (+ (- r1 1) r2) 2) 0)))
                (or
                  (and (= l1 0) (= (mod (+ (- r1 1) r2) 2) 0))
                  (and (<= 1 l1) (<= l1 (+ (- r1 1) r4)))
                  (and
                    (= (mod r2 2) 0)
                    (<= (- (+ (- r1 1) r2) 2) l1)
                    (<= l1 (- (+ (- r1 1) r2 r4) 1)))
                  (and (= (mod r2 2) 1) (<= (+ (- r1 1) r2) l1) (<= l1 (+ (- r1 1) r2 r4))))))))))))))
      (and
        (>= r2 1)
        (>= (+ l3 l4) 1)
        (not
          (or
            (>= l4 1)
            (and (>= l3 1) (>= (+ l1 l2) 1))
            (and (= (+ l1 l2 l4) 0) (= (mod r1 2) 0))
            (and
              (= (+ l3 l4) 0)
              (ite (and (>= r3 1) (= l1 (+ r1 (- r2 1) r3 r4)))
                (and (= r1 0) (= (- r2 1) 0) (= (mod r3 2) 0))
              (ite (and (>= r3 1) (>= l1 (+ r1 (- r2 1) r4)))
                (not (and (= r1 0) (>= r4 1) (= (mod (+ r1 (- r2 1)) 2) 1)))
              (ite (= (+ r1 (- r2 1)) 0)
                true
              (ite (= r1 0)
                (and (= (mod (+ r1 (- r2 1)) 2) 0) (< l1 (+ r1 (- r2 1) r4)))
              (ite (= (- r2 1) 0)
                (or (< l1 (+ r1 (- r2 1) r4)) (= r1 1))
              (ite (= (- r2 1) 1)
                (ite (= r4 0)
                  (= (mod (- l1 (+ r1 (- r2 1) r4)) 2) 0)
                  (or (>= l1 1) (= (mod (+ r1 (- r2 1)) 2) 0)))
                (or
                  (and (= l1 0) (= (mod (+ r1 (- r2 1)) 2) 0))
                  (and (<= 1 l1) (<= l1 (+ r1 r4)))
                  (and
                    (= (mod (- r2 1) 2) 0)
                    (<= (- (+ r1 (- r2 1)) 2) l1)
                    (<= l1 (- (+ r1 (- r2 1) r4) 1)))
                  (and (= (mod (- r2 1) 2) 1) (<= (+ r1 (- r2 1)) l1) (<= l1 (+ r1 (- r2 1) r4))))))))))))))
      (and
        (>= r3 1)
        (>= (+ l2 l3 l4) 1)
        (not
          (or
            (>= l4 1)
            (and (>= l3 1) (>= (+ l1 l2) 1))
            (and (= (+ l1 l2 l4) 0) (= (mod r1 2) 0))
            (and
              (= (+ l3 l4) 0)
              (ite (and (>= (- r3 1) 1) (= l1 (+ r1 r2 (- r3 1) r4)))
                (and (= r1 0) (= r2 0) (= (mod (- r3 1) 2) 0))
              (ite (and (>= (- r3 1) 1) (>= l1 (+ r1 r2 r4)))
                (not (and (= r1 0) (>= r4 1) (= (mod (+ r1 r2) 2) 1)))
              (ite (= (+ r1 r2) 0)
                true
              (ite (= r1 0)
                (and (= (mod (+ r1 r2) 2) 0) (< l1 (+ r1 r2 r4)))
              (ite (= r2 0)
                (or (< l1 (+ r1 r2 r4)) (= r1 1))
              (ite (= r2 1)
                (ite (= r4 0)
                  (= (mod (- l1 (+ r1 r2 r4)) 2) 0)
                  (or (>= l1 1) (= (mod (+ r1 r2) 2) 0)))
                (or
                  (and (= l1 0) (= (mod (+ r1 r2) 2) 0))
                  (and (<= 1 l1) (<= l1 (+ r1 r4)))
                  (and (= (mod r2 2) 0) (<= (- (+ r1 r2) 2) l1) (<= l1 (- (+ r1 r2 r4) 1)))
                  (and (= (mod r2 2) 1) (<= (+ r1 r2) l1) (<= l1 (+ r1 r2 r4))))))))))))))
      (and
        (>= r4 1)
        (>= (+ l1 l2 l3 l4) 1)
        (not
          (or
            (>= l4 1)
            (and (>= l3 1) (>= (+ l1 l2) 1))
            (and (= (+ l1 l2 l4) 0) (= (mod r1 2) 0))
            (and
              (= (+ l3 l4) 0)
              (ite (and (>= r3 1) (= l1 (+ r1 r2 r3 (- r4 1))))
                (and (= r1 0) (= r2 0) (= (mod r3 2) 0))
              (ite (and (>= r3 1) (>= l1 (+ r1 r2 (- r4 1))))
                (not (and (= r1 0) (>= (- r4 1) 1) (= (mod (+ r1 r2) 2) 1)))
              (ite (= (+ r1 r2) 0)
                true
              (ite (= r1 0)
                (and (= (mod (+ r1 r2) 2) 0) (< l1 (+ r1 r2 (- r4 1))))
              (ite (= r2 0)
                (or (< l1 (+ r1 r2 (- r4 1))) (= r1 1))
              (ite (= r2 1)
                (ite (= (- r4 1) 0)
                  (= (mod (- l1 (+ r1 r2 (- r4 1))) 2) 0)
                  (or (>= l1 1) (= (mod (+ r1 r2) 2) 0)))
                (or
                  (and (= l1 0) (= (mod (+ r1 r2) 2) 0))
                  (and (<= 1 l1) (<= l1 (+ r1 (- r4 1))))
                  (and (= (mod r2 2) 0) (<= (- (+ r1 r2) 2) l1) (<= l1 (- (+ r1 r2 (- r4 1)) 1)))
                  (and (= (mod r2 2) 1) (<= (+ r1 r2) l1) (<= l1 (+ r1 r2 (- r4 1))))))))))))))))
    true
    true)))))))))
(declare-const l1 Int)
(declare-const l2 Int)
(declare-const l3 Int)
(declare-const l4 Int)
(declare-const r1 Int)
(declare-const r2 Int)
(declare-const r3 Int)
(declare-const r4 Int)
(assert (and (>= l1 0) (>= l2 0) (>= l3 0) (>= l4 0) (>= r1 0) (>= r2 0) (>= r3 0) (>= r4 0)))
; theorem theorem4 (line 116)
(push 1)
(assert (not
  (and
    (=>
      (and (> (+ l1 l2 l3 l4) (+ r1 r2 r3 r4)) (>= (+ r1 r2 r3 r4) 1))
      (left-first-wins l1 l2 l3 l4 r1 r2 r3 r4))
    (=>
      (and (> (+ r1 r2 r3 r4) (+ l1 l2 l3 l4)) (>= (+ l1 l2 l3 l4) 1))
      (right-first-wins l1 l2 l3 l4 r1 r2 r3 r4)))))
(check-sat)
(pop 1)
; theorem lemma1 (line 117)
(push 1)
(assert (not
  (and
    (=>
      (and (<= 1 (+ l1 l2 l3 l4)) (<= (+ (+ l1 l2 l3 l4) 2) (+ r1 r2 r3 r4)))
      (not (left-first-wins l1 l2 l3 l4 r1 r2 r3 r4)))
    (=>
      (and (<= 1 (+ r1 r2 r3 r4)) (<= (+ (+ r1 r2 r3 r4) 2) (+ l1 l2 l3 l4)))
      (not (right-first-wins l1 l2 l3 l4 r1 r2 r3 r4))))))
(check-sat)
(pop 1)
