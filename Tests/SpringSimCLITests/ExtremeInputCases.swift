import Foundation

/// The adversarial user's inputs, one per line: `id | expect | args | checks`.
///
/// - `expect`: `ok` (exit 0, a correct answer), `err` (a one-line `springsim: error: …`, non-zero
///   exit, nothing on stdout, no output file) or `any` (either, for inputs whose right answer is a
///   matter of taste — but never a trap, a hang, `nan`/`inf` in the output or a partial table).
/// - `args`: the command line after `springsim`; single quotes group words. `{name}` is the path of
///   `name` in the case's own folder, written from `ExtremeInputCase.fixtures` first if it is one.
/// - `checks`: `;`-separated, see `ExtremeInputCase.Check` (`mentions=--mass`, `closed-form`,
///   `number=pi*1e300`, `same=ARGS`, `stdin=NAME`…).
///
/// To add a case, add a line; ids and inputs must be unique.
extension ExtremeInputCase {
    static let table = #"""
        # Every numeric option refuses nan, infinities, overflow and malformed spellings with one line naming the option.
        spring-mass-nan | err | --stiffness 100 --damping-coefficient 10 --mass nan | mentions=--mass
        spring-mass-inf | err | --stiffness 100 --damping-coefficient 10 --mass inf | mentions=--mass
        spring-mass-1e309 | err | --stiffness 100 --damping-coefficient 10 --mass 1e309 | mentions=--mass
        spring-mass-empty | err | --stiffness 100 --damping-coefficient 10 --mass '' | mentions=--mass
        spring-stiffness-nan | err | --mass 1 --damping-coefficient 10 --stiffness NaN | mentions=--stiffness
        spring-stiffness-minf | err | --mass 1 --damping-coefficient 10 --stiffness=-inf | mentions=--stiffness
        spring-stiffness-lead-space | err | --mass 1 --damping-coefficient 10 --stiffness ' 1' | mentions=--stiffness
        spring-stiffness-1e | err | --mass 1 --damping-coefficient 10 --stiffness 1e | mentions=--stiffness
        spring-damping-coefficient-mnan | err | --mass 1 --stiffness 100 --damping-coefficient=-nan | mentions=--damping-coefficient
        spring-damping-coefficient-infinity | err | --mass 1 --stiffness 100 --damping-coefficient infinity | mentions=--damping-coefficient
        spring-damping-coefficient-m1e309 | err | --mass 1 --stiffness 100 --damping-coefficient=-1e309 | mentions=--damping-coefficient
        spring-damping-coefficient-two-dots | err | --mass 1 --stiffness 100 --damping-coefficient 1..5 | mentions=--damping-coefficient
        spring-damping-infinity | err | --damping Infinity | mentions=--damping
        spring-damping-plusinf | err | --damping +inf | mentions=--damping
        spring-damping-one | err | --damping one | mentions=--damping
        spring-damping-trail-space | err | --damping '1 ' | mentions=--damping
        spring-duration-nan-payload | err | --damping 0.5 --duration nan(0x1) | mentions=--duration
        spring-duration-minfinity | err | --damping 0.5 --duration=-Infinity | mentions=--duration
        spring-duration-comma | err | --damping 0.5 --duration 1,5 | mentions=--duration
        spring-duration-0x | err | --damping 0.5 --duration 0x | mentions=--duration
        spring-velocity-inf | err | --damping 0.5 --velocity INF | mentions=--velocity
        spring-velocity-nan | err | --damping 0.5 --velocity NAN | mentions=--velocity
        spring-velocity-1e99999 | err | --damping 0.5 --velocity 1e99999 | mentions=--velocity
        spring-velocity-dashdash | err | --damping 0.5 --velocity -- | mentions=--velocity
        spring-response-nan | err | --damping 0.5 --response nan | mentions=--response
        spring-response-inf | err | --damping 0.5 --response inf | mentions=--response
        spring-response-1e309 | err | --damping 0.5 --response 1e309 | mentions=--response
        spring-response-empty | err | --damping 0.5 --response '' | mentions=--response
        spring-bounce-nan | err | --duration 0.5 --bounce NaN | mentions=--bounce
        spring-bounce-minf | err | --duration 0.5 --bounce=-inf | mentions=--bounce
        spring-bounce-lead-space | err | --duration 0.5 --bounce ' 1' | mentions=--bounce
        spring-bounce-1e | err | --duration 0.5 --bounce 1e | mentions=--bounce
        spring-bounciness-mnan | err | --speed 12 --bounciness=-nan | mentions=--bounciness
        spring-bounciness-infinity | err | --speed 12 --bounciness infinity | mentions=--bounciness
        spring-bounciness-m1e309 | err | --speed 12 --bounciness=-1e309 | mentions=--bounciness
        spring-bounciness-two-dots | err | --speed 12 --bounciness 1..5 | mentions=--bounciness
        spring-speed-infinity | err | --bounciness 4 --speed Infinity | mentions=--speed
        spring-speed-plusinf | err | --bounciness 4 --speed +inf | mentions=--speed
        spring-speed-one | err | --bounciness 4 --speed one | mentions=--speed
        spring-speed-trail-space | err | --bounciness 4 --speed '1 ' | mentions=--speed
        spring-tension-nan-payload | err | --friction 20 --tension nan(0x1) | mentions=--tension
        spring-tension-minfinity | err | --friction 20 --tension=-Infinity | mentions=--tension
        spring-tension-comma | err | --friction 20 --tension 1,5 | mentions=--tension
        spring-tension-0x | err | --friction 20 --tension 0x | mentions=--tension
        spring-friction-inf | err | --tension 200 --friction INF | mentions=--friction
        spring-friction-nan | err | --tension 200 --friction NAN | mentions=--friction
        spring-friction-1e99999 | err | --tension 200 --friction 1e99999 | mentions=--friction
        spring-friction-dashdash | err | --tension 200 --friction -- | mentions=--friction
        spring-from-nan | err | --damping 0.5 --from nan | mentions=--from
        spring-from-inf | err | --damping 0.5 --from inf | mentions=--from
        spring-from-1e309 | err | --damping 0.5 --from 1e309 | mentions=--from
        spring-from-empty | err | --damping 0.5 --from '' | mentions=--from
        spring-to-nan | err | --damping 0.5 --to NaN | mentions=--to
        spring-to-minf | err | --damping 0.5 --to=-inf | mentions=--to
        spring-to-lead-space | err | --damping 0.5 --to ' 1' | mentions=--to
        spring-to-1e | err | --damping 0.5 --to 1e | mentions=--to
        spring-fps-mnan | err | --damping 0.5 --fps=-nan | mentions=--fps
        spring-fps-infinity | err | --damping 0.5 --fps infinity | mentions=--fps
        spring-fps-m1e309 | err | --damping 0.5 --fps=-1e309 | mentions=--fps
        spring-fps-two-dots | err | --damping 0.5 --fps 1..5 | mentions=--fps
        spring-until-infinity | err | --damping 0.5 --until Infinity | mentions=--until
        spring-until-plusinf | err | --damping 0.5 --until +inf | mentions=--until
        spring-until-one | err | --damping 0.5 --until one | mentions=--until
        spring-until-trail-space | err | --damping 0.5 --until '1 ' | mentions=--until
        spring-epsilon-nan-payload | err | --damping 0.5 --epsilon nan(0x1) | mentions=--epsilon
        spring-epsilon-minfinity | err | --damping 0.5 --epsilon=-Infinity | mentions=--epsilon
        spring-epsilon-comma | err | --damping 0.5 --epsilon 1,5 | mentions=--epsilon
        spring-epsilon-0x | err | --damping 0.5 --epsilon 0x | mentions=--epsilon
        spring-velocity-epsilon-inf | err | --damping 0.5 --velocity-epsilon INF | mentions=--velocity-epsilon
        spring-velocity-epsilon-nan | err | --damping 0.5 --velocity-epsilon NAN | mentions=--velocity-epsilon
        spring-velocity-epsilon-1e99999 | err | --damping 0.5 --velocity-epsilon 1e99999 | mentions=--velocity-epsilon
        spring-velocity-epsilon-dashdash | err | --damping 0.5 --velocity-epsilon -- | mentions=--velocity-epsilon
        settle-epsilon-nan | err | settle --damping 0.5 --epsilon nan | mentions=--epsilon
        settle-epsilon-inf | err | settle --damping 0.5 --epsilon inf | mentions=--epsilon
        settle-epsilon-1e309 | err | settle --damping 0.5 --epsilon 1e309 | mentions=--epsilon
        settle-epsilon-empty | err | settle --damping 0.5 --epsilon '' | mentions=--epsilon
        settle-velocity-nan | err | settle --stiffness 100 --damping 0.5 --velocity NaN | mentions=--velocity
        settle-velocity-minf | err | settle --stiffness 100 --damping 0.5 --velocity=-inf | mentions=--velocity
        settle-velocity-lead-space | err | settle --stiffness 100 --damping 0.5 --velocity ' 1' | mentions=--velocity
        settle-velocity-1e | err | settle --stiffness 100 --damping 0.5 --velocity 1e | mentions=--velocity
        convert-mass-mnan | err | convert --stiffness 100 --damping-coefficient 10 --mass=-nan | mentions=--mass
        convert-mass-infinity | err | convert --stiffness 100 --damping-coefficient 10 --mass infinity | mentions=--mass
        convert-mass-m1e309 | err | convert --stiffness 100 --damping-coefficient 10 --mass=-1e309 | mentions=--mass
        convert-mass-two-dots | err | convert --stiffness 100 --damping-coefficient 10 --mass 1..5 | mentions=--mass
        convert-bounce-infinity | err | convert --duration 0.5 --bounce Infinity | mentions=--bounce
        convert-bounce-plusinf | err | convert --duration 0.5 --bounce +inf | mentions=--bounce
        convert-bounce-one | err | convert --duration 0.5 --bounce one | mentions=--bounce
        convert-bounce-trail-space | err | convert --duration 0.5 --bounce '1 ' | mentions=--bounce
        integrate-dt-nan-payload | err | integrate --method rk4 --dt nan(0x1) | mentions=--dt
        integrate-dt-minfinity | err | integrate --method rk4 --dt=-Infinity | mentions=--dt
        integrate-dt-comma | err | integrate --method rk4 --dt 1,5 | mentions=--dt
        integrate-dt-0x | err | integrate --method rk4 --dt 0x | mentions=--dt
        integrate-tolerance-inf | err | integrate --method dopri5 --tolerance INF | mentions=--tolerance
        integrate-tolerance-nan | err | integrate --method dopri5 --tolerance NAN | mentions=--tolerance
        integrate-tolerance-1e99999 | err | integrate --method dopri5 --tolerance 1e99999 | mentions=--tolerance
        integrate-tolerance-dashdash | err | integrate --method dopri5 --tolerance -- | mentions=--tolerance
        integrate-fps-nan | err | integrate --method rk4 --fps nan | mentions=--fps
        integrate-fps-inf | err | integrate --method rk4 --fps inf | mentions=--fps
        integrate-fps-1e309 | err | integrate --method rk4 --fps 1e309 | mentions=--fps
        integrate-fps-empty | err | integrate --method rk4 --fps '' | mentions=--fps
        integrate-until-nan | err | integrate --method rk4 --until NaN | mentions=--until
        integrate-until-minf | err | integrate --method rk4 --until=-inf | mentions=--until
        integrate-until-lead-space | err | integrate --method rk4 --until ' 1' | mentions=--until
        integrate-until-1e | err | integrate --method rk4 --until 1e | mentions=--until
        ease-max-error-mnan | err | ease ease --export css-linear --max-error=-nan | mentions=--max-error
        ease-max-error-infinity | err | ease ease --export css-linear --max-error infinity | mentions=--max-error
        ease-max-error-m1e309 | err | ease ease --export css-linear --max-error=-1e309 | mentions=--max-error
        ease-max-error-two-dots | err | ease ease --export css-linear --max-error 1..5 | mentions=--max-error
        path-distance-infinity | err | path at 'M0 0 L10 0' --distance Infinity | mentions=--distance
        path-distance-plusinf | err | path at 'M0 0 L10 0' --distance +inf | mentions=--distance
        path-distance-one | err | path at 'M0 0 L10 0' --distance one | mentions=--distance
        path-distance-trail-space | err | path at 'M0 0 L10 0' --distance '1 ' | mentions=--distance
        path-fraction-nan-payload | err | path at 'M0 0 L10 0' --fraction nan(0x1) | mentions=--fraction
        path-fraction-minfinity | err | path at 'M0 0 L10 0' --fraction=-Infinity | mentions=--fraction
        path-fraction-comma | err | path at 'M0 0 L10 0' --fraction 1,5 | mentions=--fraction
        path-fraction-0x | err | path at 'M0 0 L10 0' --fraction 0x | mentions=--fraction
        path-start-inf | err | path trim 'M0 0 L10 0' --start INF | mentions=--start
        path-start-nan | err | path trim 'M0 0 L10 0' --start NAN | mentions=--start
        path-start-1e99999 | err | path trim 'M0 0 L10 0' --start 1e99999 | mentions=--start
        path-start-dashdash | err | path trim 'M0 0 L10 0' --start -- | mentions=--start
        path-end-nan | err | path trim 'M0 0 L10 0' --end nan | mentions=--end
        path-end-inf | err | path trim 'M0 0 L10 0' --end inf | mentions=--end
        path-end-1e309 | err | path trim 'M0 0 L10 0' --end 1e309 | mentions=--end
        path-end-empty | err | path trim 'M0 0 L10 0' --end '' | mentions=--end
        path-offset-nan | err | path text 'M0 0 L100 0' --advances 10 --offset NaN | mentions=--offset
        path-offset-minf | err | path text 'M0 0 L100 0' --advances 10 --offset=-inf | mentions=--offset
        path-offset-lead-space | err | path text 'M0 0 L100 0' --advances 10 --offset ' 1' | mentions=--offset
        path-tangent-parameter-nan | err | path tangent 'M0 0 L10 0' --parameter nan | mentions=--parameter
        path-tangent-parameter-above | err | path tangent 'M0 0 L10 0' --parameter 1.0000001 | mentions=--parameter
        path-tangent-segment-past | err | path tangent 'M0 0 L10 0' --parameter 0.5 --segment 1 | mentions=--segment
        path-tangent-distance-past | err | path tangent 'M0 0 L10 0' --distance 10.001 | mentions=--distance
        path-length-from-past | err | path length 'M0 0 L10 0' --from 11 | mentions=--from
        path-length-to-inf | err | path length 'M0 0 L10 0' --to inf | mentions=--to
        path-nearest-point-nan | err | path nearest 'M0 0 L10 0' --point nan,0 | mentions=--point
        path-nearest-point-one | err | path nearest 'M0 0 L10 0' --point 3 | mentions=--point
        path-nearest-point-three | err | path nearest 'M0 0 L10 0' --point 1,2,3 | mentions=--point
        path-nearest-point-1e309 | err | path nearest 'M0 0 L10 0' --point 1e309,0 | mentions=--point
        path-nearest-point-negative | ok | path nearest 'M-10 -10 L10 -10' --point -5,-20
        path-area-open | err | path area 'M0 0 L10 0 L10 10' | mentions=open
        path-area-huge | any | path area 'M-1e308 -1e308 L1e308 -1e308 L1e308 1e308 Z'
        path-split-distance-minus | err | path split 'M0 0 L10 0' --distance=-1 | mentions=--distance
        path-offset-1e | err | path text 'M0 0 L100 0' --advances 10 --offset 1e | mentions=--offset
        line-animation-duration-mnan | err | chart line --animation-duration=-nan | mentions=--animation-duration
        line-animation-duration-infinity | err | chart line --animation-duration infinity | mentions=--animation-duration
        line-animation-duration-m1e309 | err | chart line --animation-duration=-1e309 | mentions=--animation-duration
        line-animation-duration-two-dots | err | chart line --animation-duration 1..5 | mentions=--animation-duration
        line-fps-infinity | err | chart line --fps Infinity | mentions=--fps
        line-fps-plusinf | err | chart line --fps +inf | mentions=--fps
        line-fps-one | err | chart line --fps one | mentions=--fps
        line-fps-trail-space | err | chart line --fps '1 ' | mentions=--fps
        curve-fps-nan-payload | err | chart curve --fps nan(0x1) | mentions=--fps
        curve-fps-minfinity | err | chart curve --fps=-Infinity | mentions=--fps
        curve-fps-comma | err | chart curve --fps 1,5 | mentions=--fps
        curve-fps-0x | err | chart curve --fps 0x | mentions=--fps
        bar-fps-inf | err | chart bar --fps INF | mentions=--fps
        bar-fps-nan | err | chart bar --fps NAN | mentions=--fps
        bar-fps-1e99999 | err | chart bar --fps 1e99999 | mentions=--fps
        bar-fps-dashdash | err | chart bar --fps -- | mentions=--fps
        pie-width-nan | err | chart pie --width nan | mentions=--width
        pie-width-inf | err | chart pie --width inf | mentions=--width
        pie-width-1e309 | err | chart pie --width 1e309 | mentions=--width
        pie-width-empty | err | chart pie --width '' | mentions=--width
        pie-height-nan | err | chart pie --height NaN | mentions=--height
        pie-height-minf | err | chart pie --height=-inf | mentions=--height
        pie-height-lead-space | err | chart pie --height ' 1' | mentions=--height
        pie-height-1e | err | chart pie --height 1e | mentions=--height
        pie-pad-mnan | err | chart pie --pad=-nan | mentions=--pad
        pie-pad-infinity | err | chart pie --pad infinity | mentions=--pad
        pie-pad-m1e309 | err | chart pie --pad=-1e309 | mentions=--pad
        pie-pad-two-dots | err | chart pie --pad 1..5 | mentions=--pad
        pie-move-duration-infinity | err | chart pie --move-duration Infinity | mentions=--move-duration
        pie-move-duration-plusinf | err | chart pie --move-duration +inf | mentions=--move-duration
        pie-move-duration-one | err | chart pie --move-duration one | mentions=--move-duration
        pie-move-duration-trail-space | err | chart pie --move-duration '1 ' | mentions=--move-duration
        pie-fps-nan-payload | err | chart pie --fps nan(0x1) | mentions=--fps
        pie-fps-minfinity | err | chart pie --fps=-Infinity | mentions=--fps
        pie-fps-comma | err | chart pie --fps 1,5 | mentions=--fps
        pie-fps-0x | err | chart pie --fps 0x | mentions=--fps
        pie-edit-duration-inf | err | chart pie --edit delete:0 --duration INF | mentions=--duration
        pie-edit-duration-nan | err | chart pie --edit delete:0 --duration NAN | mentions=--duration
        pie-edit-duration-1e99999 | err | chart pie --edit delete:0 --duration 1e99999 | mentions=--duration
        pie-edit-duration-dashdash | err | chart pie --edit delete:0 --duration -- | mentions=--duration
        refresh-duration-nan | err | refresh --duration nan | mentions=--duration
        refresh-duration-inf | err | refresh --duration inf | mentions=--duration
        refresh-duration-1e309 | err | refresh --duration 1e309 | mentions=--duration
        refresh-duration-empty | err | refresh --duration '' | mentions=--duration
        refresh-fps-nan | err | refresh --duration 1 --fps NaN | mentions=--fps
        refresh-fps-minf | err | refresh --duration 1 --fps=-inf | mentions=--fps
        refresh-fps-lead-space | err | refresh --duration 1 --fps ' 1' | mentions=--fps
        refresh-fps-1e | err | refresh --duration 1 --fps 1e | mentions=--fps
        wheel-rate-mnan | err | wheel --prize 5 --mode decay --rate=-nan | mentions=--rate
        wheel-rate-infinity | err | wheel --prize 5 --mode decay --rate infinity | mentions=--rate
        wheel-rate-m1e309 | err | wheel --prize 5 --mode decay --rate=-1e309 | mentions=--rate
        wheel-rate-two-dots | err | wheel --prize 5 --mode decay --rate 1..5 | mentions=--rate
        wheel-drag-infinity | err | wheel --prize 5 --mode decay --drag Infinity | mentions=--drag
        wheel-drag-plusinf | err | wheel --prize 5 --mode decay --drag +inf | mentions=--drag
        wheel-drag-one | err | wheel --prize 5 --mode decay --drag one | mentions=--drag
        wheel-drag-trail-space | err | wheel --prize 5 --mode decay --drag '1 ' | mentions=--drag
        wheel-friction-nan-payload | err | wheel --prize 5 --mode decay --friction nan(0x1) | mentions=--friction
        wheel-friction-minfinity | err | wheel --prize 5 --mode decay --friction=-Infinity | mentions=--friction
        wheel-friction-comma | err | wheel --prize 5 --mode decay --friction 1,5 | mentions=--friction
        wheel-friction-0x | err | wheel --prize 5 --mode decay --friction 0x | mentions=--friction
        wheel-deceleration-inf | err | wheel --prize 5 --mode decay --deceleration INF | mentions=--deceleration
        wheel-deceleration-nan | err | wheel --prize 5 --mode decay --deceleration NAN | mentions=--deceleration
        wheel-deceleration-1e99999 | err | wheel --prize 5 --mode decay --deceleration 1e99999 | mentions=--deceleration
        wheel-deceleration-dashdash | err | wheel --prize 5 --mode decay --deceleration -- | mentions=--deceleration
        wheel-margin-nan | err | wheel --prize 5 --mode decay --seed 7 --margin nan | mentions=--margin
        wheel-margin-inf | err | wheel --prize 5 --mode decay --seed 7 --margin inf | mentions=--margin
        wheel-margin-1e309 | err | wheel --prize 5 --mode decay --seed 7 --margin 1e309 | mentions=--margin
        wheel-margin-empty | err | wheel --prize 5 --mode decay --seed 7 --margin '' | mentions=--margin
        wheel-min-duration-nan | err | wheel --prize 5 --mode decay --min-duration NaN | mentions=--min-duration
        wheel-min-duration-minf | err | wheel --prize 5 --mode decay --min-duration=-inf | mentions=--min-duration
        wheel-min-duration-lead-space | err | wheel --prize 5 --mode decay --min-duration ' 1' | mentions=--min-duration
        wheel-min-duration-1e | err | wheel --prize 5 --mode decay --min-duration 1e | mentions=--min-duration
        wheel-max-duration-mnan | err | wheel --prize 5 --mode decay --max-duration=-nan | mentions=--max-duration
        wheel-max-duration-infinity | err | wheel --prize 5 --mode decay --max-duration infinity | mentions=--max-duration
        wheel-max-duration-m1e309 | err | wheel --prize 5 --mode decay --max-duration=-1e309 | mentions=--max-duration
        wheel-max-duration-two-dots | err | wheel --prize 5 --mode decay --max-duration 1..5 | mentions=--max-duration
        wheel-at-infinity | err | wheel --prize 5 --then 3 --at Infinity | mentions=--at
        wheel-at-plusinf | err | wheel --prize 5 --then 3 --at +inf | mentions=--at
        wheel-at-one | err | wheel --prize 5 --then 3 --at one | mentions=--at
        wheel-at-trail-space | err | wheel --prize 5 --then 3 --at '1 ' | mentions=--at
        wheel-fps-nan-payload | err | wheel --prize 5 --fps nan(0x1) | mentions=--fps
        wheel-fps-minfinity | err | wheel --prize 5 --fps=-Infinity | mentions=--fps
        wheel-fps-comma | err | wheel --prize 5 --fps 1,5 | mentions=--fps
        wheel-fps-0x | err | wheel --prize 5 --fps 0x | mentions=--fps
        render-width-inf | err | render plot --input {plot.csv} --width INF | mentions=--width
        render-width-nan | err | render plot --input {plot.csv} --width NAN | mentions=--width
        render-height-nan | err | render plot --input {plot.csv} --height nan | mentions=--height
        render-height-inf | err | render plot --input {plot.csv} --height inf | mentions=--height
        render-frame-width-nan | err | render filmstrip --frame-width NaN -- chart line --values 3,1,4 | mentions=--frame-width
        render-frame-width-minf | err | render filmstrip --frame-width=-inf -- chart line --values 3,1,4 | mentions=--frame-width
        render-hold-mnan | err | render filmstrip --animated --hold=-nan -- chart line --values 3,1,4 | mentions=--hold
        render-hold-infinity | err | render filmstrip --animated --hold infinity -- chart line --values 3,1,4 | mentions=--hold

        # Negative values where they are allowed: the space-separated form must work and mean the same as --opt=-x.
        neg-velocity-space | ok | --damping 0.5 --velocity -1.4 --until 1 | same=--damping 0.5 --velocity=-1.4 --until 1
        neg-from-space | ok | --from -1 --to 1 --stiffness 100 --damping 0.5 | same=--from=-1 --to 1 --stiffness 100 --damping 0.5
        neg-to-space | ok | --to -250 --stiffness 100 --damping 0.5 | same=--to=-250 --stiffness 100 --damping 0.5
        neg-bounce-space | ok | --duration 0.5 --bounce -0.5 | same=--duration 0.5 --bounce=-0.5
        neg-bounce-convert | ok | convert --duration 0.5 --bounce -0.3 --json | json
        neg-settle-velocity | ok | settle --stiffness 100 --damping 0.5 --velocity -3 --json | settle-def
        neg-integrate-velocity | ok | integrate --method rk4 --dt 0.001 --stiffness 100 --damping 0.5 --velocity -2 --until 0.5 | same=integrate --method rk4 --dt 0.001 --stiffness 100 --damping 0.5 --velocity=-2 --until 0.5
        neg-integrate-from | ok | integrate --method dopri5 --from -3 --to -1 --stiffness 100 --damping 0.5 | same=integrate --method dopri5 --from=-3 --to=-1 --stiffness 100 --damping 0.5
        neg-times-list | any | --stiffness 100 --damping 0.5 --times -1,0,1 | closed-form
        neg-ease-at | ok | ease linear --at -0.5,0.5,1.5 | identity
        neg-ease-at-huge | ok | ease 'cubic-bezier(0,0,1,1)' --at -1e300,0,1,1e300 | identity
        neg-path-offset | ok | path text 'M0 0 H30' --advances 10,10,10,10 --offset -2 | same=path text 'M0 0 H30' --advances 10,10,10,10 --offset=-2
        neg-chart-values | ok | chart line --values -5,-3,-1 | same=chart line --values=-5,-3,-1
        neg-curve-values | ok | chart curve --values -5,3,-1,4 | same=chart curve --values=-5,3,-1,4
        neg-path-coords | ok | path length 'M-1-1L-4-5' | number=5
        neg-pie-hit | ok | chart pie --hit -10,-10 | rows=1
        neg-render-times | any | render filmstrip --times -1,0 -- chart line --values 3,1,4
        neg-wheel-seed | any | wheel --prize 5 --mode decay --seed -7
        neg-from-zero | ok | --from -0.0 --to 1 --stiffness 100 --damping 0.5 | same=--from 0 --to 1 --stiffness 100 --damping 0.5

        # Negative values where they are not allowed: one line naming the option (both spellings).
        neg-mass-space | err | --mass -1 --stiffness 100 --damping-coefficient 10 | mentions=--mass
        neg-mass-eq | err | --mass=-1 --stiffness 100 --damping-coefficient 10 | mentions=--mass
        neg-stiffness | err | --stiffness -100 --damping 0.5 | mentions=--stiffness
        neg-dampcoef | err | --mass 1 --stiffness 100 --damping-coefficient -10 | mentions=--damping-coefficient
        neg-damping | err | --damping -0.5 | mentions=--damping
        neg-duration | err | --damping 0.5 --duration -1 | mentions=--duration
        neg-response | err | --response -0.5 --damping 0.5 | mentions=--response
        neg-fps | err | --damping 0.5 --fps -60 | mentions=--fps
        neg-until | err | --damping 0.5 --until -1 | mentions=--until
        neg-epsilon | err | --damping 0.5 --epsilon -0.001 | mentions=--epsilon
        neg-tension | err | --tension -200 --friction 20 | mentions=--tension
        neg-friction | err | --tension 200 --friction -20 | mentions=--friction
        neg-speed | err | --bounciness 4 --speed -12 | mentions=--speed
        neg-dt | err | integrate --method rk4 --dt -0.001 | mentions=--dt
        neg-tolerance | err | integrate --method dopri5 --tolerance -1e-6 | mentions=--tolerance
        neg-substeps | err | integrate --method rk4 --substeps -4 | mentions=--substeps
        neg-max-steps | err | integrate --method rk4 --max-steps -1 | mentions=--max-steps
        neg-samples | err | ease ease --samples -5 | mentions=--samples
        neg-max-error | err | ease ease --export css-linear --max-error -0.001 | mentions=--max-error
        neg-distance | err | path at 'M0 0 L10 0' --distance -1 | mentions=--distance
        neg-fraction | err | path at 'M0 0 L10 0' --fraction -0.5 | mentions=--fraction
        neg-count | err | path sample 'M0 0 L10 0' --count -3 | mentions=--count
        neg-advances | err | path text 'M0 0 L100 0' --advances -10,10 | mentions=--advances
        neg-start | err | path trim 'M0 0 L10 0' --start -0.25 | mentions=--start
        neg-line-fps | err | chart line --fps -60 | mentions=--fps
        neg-anim-duration | err | chart line --animation-duration -2 | mentions=--animation-duration
        neg-bar-values | err | chart bar --values -1,2 | mentions=--values
        neg-pie-values | err | chart pie --values -1,2 | mentions=--values
        neg-pie-width | err | chart pie --width -375 | mentions=--width
        neg-pie-pad | err | chart pie --pad -10 | mentions=--pad
        neg-pie-move | err | chart pie --move-duration -0.25 --hit 230,140 | mentions=--move-duration
        neg-refresh-progress | err | refresh --progress -0.5,1 | mentions=--progress
        neg-refresh-duration | err | refresh --duration -1 | mentions=--duration
        neg-wheel-turns | err | wheel --prize 5 --turns -1 | mentions=--turns
        neg-wheel-rate | err | wheel --prize 5 --mode decay --rate -0.998 | mentions=--rate
        neg-wheel-drag | err | wheel --prize 5 --mode decay --drag -0.1 | mentions=--drag
        neg-wheel-decel | err | wheel --prize 5 --mode decay --deceleration -5 | mentions=--deceleration
        neg-wheel-margin | err | wheel --prize 5 --mode decay --seed 7 --margin -0.2 | mentions=--margin
        neg-wheel-at | err | wheel --prize 5 --then 3 --at -1 | mentions=--at
        neg-wheel-min | err | wheel --prize 5 --mode decay --min-duration -1 | mentions=--min-duration
        neg-plot-width | err | render plot --input {plot.csv} --width -640 | mentions=--width
        neg-frames | err | render filmstrip --frames -6 -- chart line --values 3,1,4 | mentions=--frames
        neg-columns | err | render filmstrip --columns -2 -- chart line --values 3,1,4 | mentions=--columns
        neg-frame-width | err | render filmstrip --frame-width -240 -- chart line --values 3,1,4 | mentions=--frame-width
        neg-hold | err | render filmstrip --animated --hold -1 -- chart line --values 3,1,4 | mentions=--hold

        # Zeros: the domain decides, and says so naming the option.
        zero-mass | err | --mass 0 --stiffness 100 --damping-coefficient 10 | mentions=--mass
        zero-neg-mass | err | --mass -0.0 --stiffness 100 --damping-coefficient 10 | mentions=--mass
        zero-stiffness | err | --mass 1 --stiffness 0 --damping-coefficient 10 | mentions=--stiffness
        zero-underflow-stiffness | err | --mass 1 --stiffness 1e-400 --damping-coefficient 10 | mentions=--stiffness
        zero-dampcoef-settle | err | --mass 1 --stiffness 100 --damping-coefficient 0
        zero-dampcoef-until | ok | --mass 1 --stiffness 100 --damping-coefficient 0 --until 1 | closed-form
        zero-response | err | --response 0 --damping 0.5 | mentions=--response
        zero-duration | any | --damping 0.5 --duration 0
        zero-fps | err | --damping 0.5 --fps 0 | mentions=--fps
        zero-neg-fps | err | --damping 0.5 --fps -0 | mentions=--fps
        zero-until | ok | --stiffness 100 --damping 0.5 --until 0 | rows=1
        zero-epsilon | err | settle --damping 0.5 --epsilon 0 | mentions=--epsilon
        zero-dt | err | integrate --method rk4 --dt 0 | mentions=--dt
        zero-tolerance | err | integrate --method dopri5 --tolerance 0 | mentions=--tolerance
        zero-substeps | err | integrate --method rk4 --substeps 0 | mentions=--substeps
        zero-samples | err | ease ease --samples 0 | mentions=--samples
        zero-count | err | path sample 'M0 0 L10 0' --count 0 | mentions=--count
        zero-line-anim | err | chart line --animation-duration 0 | mentions=--animation-duration
        zero-pie-height | err | chart pie --height 0 | mentions=--height
        zero-refresh-duration | err | refresh --duration 0 | mentions=--duration
        zero-wheel-rate | err | wheel --prize 5 --mode decay --rate 0 | mentions=--rate
        zero-frames | err | render filmstrip --frames 0 -- chart line --values 3,1,4 | mentions=--frames
        zero-hold | err | render filmstrip --animated --hold 0 -- chart line --values 3,1,4 | mentions=--hold
        zero-distance | ok | path at 'M7 8 L10 12' --distance 0 | at=7,8
        zero-fraction-neg | ok | path at 'M7 8 L10 12' --fraction -0.0 | at=7,8
        zero-offset-neg | ok | path text 'M0 0 H30' --advances 10 --offset -0 | same=path text 'M0 0 H30' --advances 10
        zero-from-to-equal | err | --from 3 --to 3 --stiffness 100 --damping 0.5
        zero-pie-edit-time | ok | chart pie --values 10,10,10 --edit delete:0@0 | range=time:0:10

        # Boundaries of each domain.
        bound-bounce-one | ok | convert --duration 0.5 --bounce 1 --json | json
        bound-bounce-minus-one | err | --duration 0.5 --bounce -1 | mentions=--bounce
        bound-bounce-above | err | --duration 0.5 --bounce 1.0000000000000002 | mentions=--bounce
        bound-bounce-near-minus-one | any | settle --duration 0.5 --bounce -0.9999999999999999 --json
        bound-epsilon-one | err | settle --damping 0.5 --epsilon 1 | mentions=--epsilon
        bound-epsilon-below-one | ok | settle --stiffness 100 --damping 0.5 --epsilon 0.9999999999999999 --json | settle-def
        bound-epsilon-tiny | ok | settle --stiffness 100 --damping 0.5 --epsilon 1e-12 --json | settle-def
        bound-epsilon-subnormal | any | settle --stiffness 100 --damping 0.5 --epsilon 5e-324 --json | settle-def
        bound-fraction-one | ok | path at 'M0 0 L10 0' --fraction 1 | at=10,0
        bound-fraction-above | err | path at 'M0 0 L10 0' --fraction 1.0000000000000002 | mentions=--fraction
        bound-distance-length | ok | path at 'M0 0 L3 4' --distance 5 | at=3,4
        bound-distance-above | err | path at 'M0 0 L3 4' --distance 5.000000001 | mentions=--distance
        bound-trim-empty | any | path trim 'M0 0 L10 0' --start 0.5 --end 0.5
        bound-trim-reversed | err | path trim 'M0 0 L10 0' --start 0.8 --end 0.2 | mentions=--start
        bound-count-max | ok | path sample 'M0 0 L1e300 0' --count 3 | even=1e300
        bound-count-above | err | path sample 'M0 0 L10 0' --count 10000001 | mentions=--count
        bound-samples-two | ok | ease ease --samples 2 | rows=2
        bound-samples-one | err | ease ease --samples 1 | mentions=--samples
        bound-margin-one | err | wheel --prize 5 --mode decay --seed 7 --margin 1 | mentions=--margin
        bound-margin-zero | ok | wheel --prize 5 --mode decay --seed 7 --margin 0 | monotone=time
        bound-rate-one | err | wheel --prize 5 --mode decay --rate 1 | mentions=--rate
        bound-rate-near-one | any | wheel --prize 5 --mode decay --rate 0.9999999999999999
        bound-rate-subnormal | any | wheel --prize 5 --mode decay --rate 5e-324
        bound-progress-one | ok | refresh --progress 0,1 | range=progress:0:1
        bound-progress-above | err | refresh --progress 0,1.0000000000000002 | mentions=--progress
        bound-frames-max | ok | render filmstrip --frames 1000 -- chart line --values 3,1,4
        bound-frames-above | err | render filmstrip --frames 1001 -- chart line --values 3,1,4 | mentions=--frames
        bound-plot-width-min | ok | render plot --input {plot.csv} --width 100 --height 80
        bound-plot-width-below | err | render plot --input {plot.csv} --width 99.99 | mentions=--width
        bound-plot-height-max | ok | render plot --input {plot.csv} --height 10000
        bound-until-subnormal | ok | --stiffness 100 --damping 0.5 --until 5e-324 | closed-form
        bound-times-subnormal | ok | --stiffness 100 --damping 0.5 --times 0,5e-324,1e-300 | closed-form
        bound-times-huge | ok | --stiffness 100 --damping 0.5 --times 0,1,1e300 | closed-form
        bound-times-decreasing | err | --stiffness 100 --damping 0.5 --times 0.5,0.1 | mentions=--times
        bound-times-empty-item | err | --stiffness 100 --damping 0.5 --times 0,,1 | mentions=--times
        bound-times-trailing-comma | err | --stiffness 100 --damping 0.5 --times 0,1, | mentions=--times
        bound-times-nan-item | err | --stiffness 100 --damping 0.5 --times 0,nan | mentions=--times
        bound-times-inf-item | err | --stiffness 100 --damping 0.5 --times 0,inf | mentions=--times
        bound-max-steps-int-max | ok | integrate --method rk4 --max-steps 9223372036854775807 --until 0.1
        bound-max-steps-overflow | err | integrate --method rk4 --max-steps 9223372036854775808 | mentions=--max-steps
        bound-substeps-overflow | err | integrate --method rk4 --substeps 99999999999999999999 | mentions=--substeps
        bound-count-float | err | path sample 'M0 0 L10 0' --count 2.5 | mentions=--count
        bound-count-exponent | any | path sample 'M0 0 L10 0' --count 1e3
        bound-turns-float | err | wheel --prize 5 --turns 2.5 | mentions=--turns
        bound-columns-zero | err | render filmstrip --columns 0 -- chart line --values 3,1,4 | mentions=--columns

        # Number spellings that are valid (or a matter of taste) must never give a wrong answer.
        spell-plus | ok | --mass +1 --stiffness 100 --damping-coefficient 10 | same=--mass 1 --stiffness 100 --damping-coefficient 10
        spell-leading-dot | ok | --damping .5 | same=--damping 0.5
        spell-trailing-dot | any | --damping 5. --stiffness 100 | closed-form
        spell-exponent-upper | ok | --stiffness 1E2 --damping 5E-1 | same=--stiffness 100 --damping 0.5
        spell-exponent-plus | ok | --stiffness 1e+2 --damping 0.5 | same=--stiffness 100 --damping 0.5
        spell-hex | any | --stiffness 0x64 --damping 0.5 | closed-form
        spell-hex-float | any | --stiffness 0x1.9p6 --damping 0.5 | closed-form
        spell-underscore | err | --stiffness 1_000 --damping 0.5 | mentions=--stiffness
        spell-unicode-minus | err | --velocity −1 --damping 0.5 | mentions=--velocity
        spell-arabic-digit | err | --stiffness ١٠٠ --damping 0.5 | mentions=--stiffness
        spell-fullwidth | err | --stiffness １００ --damping 0.5 | mentions=--stiffness
        spell-max-double | any | --mass 1 --stiffness 1.7976931348623157e308 --damping-coefficient 10 --until 1e-300
        spell-min-normal | any | --mass 2.2250738585072014e-308 --stiffness 100 --damping-coefficient 10
        spell-subnormal-mass | any | --mass 5e-324 --stiffness 100 --damping-coefficient 10
        spell-subnormal-damping | any | --damping 5e-324
        spell-long-mantissa | ok | --stiffness 100.00000000000000000000000000000000000001 --damping 0.5 | same=--stiffness 100 --damping 0.5
        spell-many-zeros | ok | --stiffness 000000000000000000000100 --damping 0.5 | same=--stiffness 100 --damping 0.5

        # Springs at extreme parameters: the table is the closed form, or a one-line error; never nan, inf, a trap or a hang.
        cf-critical-stiff | ok | --mass 1 --stiffness 1e6 --damping-coefficient 2000 --until 0.02 | closed-form
        cf-stiff-1e12 | ok | --mass 1 --stiffness 1e12 --damping-coefficient 1e5 --times 0,1e-7,1e-6,1e-5,1e-4 | closed-form
        cf-soft-1e-6 | ok | --mass 1 --stiffness 1e-6 --damping-coefficient 1e-3 --times 0,1,10,100,1000,10000 | closed-form
        cf-light-mass | ok | --mass 1e-9 --stiffness 1 --damping-coefficient 1e-5 --times 0,1e-6,1e-5,1e-4 | closed-form
        cf-heavy-mass | ok | --mass 1e9 --stiffness 1e9 --damping-coefficient 1e9 --until 3 | closed-form
        cf-overdamped-1e6 | ok | --stiffness 100 --damping 1e6 --times 0,0.1,10,1000,1e5 | closed-form
        cf-underdamped-1e-6 | ok | --stiffness 100 --damping 1e-6 --times 0,0.5,1,100 | closed-form
        cf-neg-velocity | ok | --mass 1 --stiffness 100 --damping-coefficient 10 --velocity -30 --until 1 | closed-form
        cf-huge-distance | ok | --from -1e300 --to 1e300 --stiffness 100 --damping 0.5 --until 1 | closed-form
        cf-negative-range | ok | --from -5 --to -3 --stiffness 100 --damping 0.3 --until 1 | closed-form
        cf-uikit-neg-velocity | ok | --damping 0.3 --velocity -2 --until 1 | closed-form
        cf-huge-velocity | ok | --stiffness 100 --damping 0.5 --velocity 1e300 --times 0,0.01,1 | closed-form
        cf-critical-times | ok | --stiffness 100 --damping 1 --from 1 --to 0 --times 0,1e-300,0.1,100 | closed-form
        cf-stiff-settle | ok | --stiffness 1e12 --damping 0.5 | closed-form
        cf-soft-settle | any | --stiffness 1e-6 --damping 0.5
        cf-tiny-distance | ok | --to 1e-300 --stiffness 100 --damping 0.5 --until 1 | closed-form
        cf-response-tiny | ok | --response 1e-6 --damping 0.7 --times 0,1e-7,1e-6 | closed-form
        cf-response-huge | ok | --response 1e6 --damping 0.7 --times 0,1,1e3,1e6 | closed-form
        cf-mass-1e300 | any | --mass 1e300 --stiffness 1e300 --damping-coefficient 1e300 --until 1 | closed-form
        cf-stiffness-1e300 | any | --stiffness 1e300 --damping 1 --until 1
        cf-stiffness-1e-300 | any | --stiffness 1e-300 --damping 1 --until 1 | closed-form
        cf-damping-1e300 | any | --stiffness 100 --damping 1e300 --until 1 | closed-form
        cf-velocity-max | any | --stiffness 100 --damping 0.5 --velocity 1.7976931348623157e308 --until 0.1
        cf-from-max | any | --from -1.7976931348623157e308 --to 1.7976931348623157e308 --stiffness 100 --damping 0.5 --until 0.1
        cf-uikit-duration-huge | any | --damping 0.5 --duration 1e300 --until 1
        cf-uikit-duration-tiny | any | --damping 0.5 --duration 1e-300 --until 1
        cf-uikit-damping-huge | any | --damping 1e300 --until 1
        cf-bounce-tiny-duration | any | --duration 1e-300 --bounce 0.3
        cf-bounciness-huge | any | --bounciness 1e300 --speed 12 --until 1
        cf-speed-huge | any | --bounciness 4 --speed 1e300 --until 1
        cf-tension-huge | any | --tension 1e300 --friction 20 --until 1
        cf-origami-huge | any | --tension 1e300 --friction 1e300 --origami --until 1
        cf-origami-zero | any | --tension 0 --friction 0 --origami
        cf-preset-velocity-huge | any | --preset swiftui-bouncy --velocity 1e300 --until 1

        mirror-v-physical | ok | --mass 1 --stiffness 100 --damping-coefficient 5 --velocity -3 --until 1 | mirror-v
        mirror-v-compose | ok | --stiffness 300 --damping 0.2 --velocity -1e3 --until 0.5 | mirror-v
        mirror-v-response | ok | --response 0.5 --damping 0.8 --velocity -7.5 --times 0,0.1,0.2,1 | mirror-v
        mirror-v-bounce | ok | --duration 0.4 --bounce 0.3 --velocity -2 --until 1 | mirror-v
        mirror-v-bounce-neg | ok | --duration 0.4 --bounce -0.5 --velocity -2 --until 1 | mirror-v
        mirror-v-overdamped | ok | --stiffness 100 --damping 50 --velocity -100 --times 0,0.01,0.1,1,10 | mirror-v
        mirror-v-stiff | ok | --stiffness 1e10 --damping 0.1 --velocity -1e5 --times 0,1e-6,1e-5,1e-4 | mirror-v
        mirror-ft-huge | ok | --from 1e300 --to -1e300 --stiffness 100 --damping 0.5 --until 1 | mirror-ft
        mirror-ft-negative | ok | --from -7 --to 3 --mass 2 --stiffness 50 --damping-coefficient 1 --velocity -0.5 --until 2 | mirror-ft
        mirror-ft-tiny | ok | --from 0 --to 1e-300 --stiffness 100 --damping 0.5 --until 1 | mirror-ft
        scaled-huge | ok | --to 1e300 --stiffness 100 --damping 0.3 --until 1 | scaled=1e300
        scaled-tiny | ok | --to 1e-300 --stiffness 100 --damping 0.3 --until 1 | scaled=1e-300
        scaled-negative | ok | --to -1e10 --stiffness 100 --damping 0.3 --until 1 | scaled=-1e10

        settle-physical | ok | settle --json --mass 1 --stiffness 100 --damping-coefficient 5 | settle-def
        settle-stiff | ok | settle --json --stiffness 1e12 --damping 0.5 | settle-def
        settle-soft | ok | settle --json --stiffness 1e-6 --damping 0.5 | settle-def
        settle-overdamped | ok | settle --json --stiffness 100 --damping 50 | settle-def
        settle-light-damping | ok | settle --json --stiffness 100 --damping 0.001 | settle-def
        settle-neg-velocity | ok | settle --json --stiffness 100 --damping 1 --velocity -50 | settle-def
        settle-big-velocity | ok | settle --json --stiffness 100 --damping 0.5 --velocity 1e6 | settle-def
        settle-uikit-huge-velocity | any | settle --json --damping 0.5 --velocity 1e308 | settle-def
        settle-huge-distance | ok | settle --json --from -1e300 --to 1e300 --stiffness 100 --damping 0.5 | settle-def
        settle-velocity-epsilon-tiny | any | settle --json --stiffness 100 --damping 0.5 --velocity-epsilon 5e-324
        settle-text-huge | any | settle --stiffness 1e300 --damping 0.5
        settle-text-tiny | any | settle --stiffness 1e-300 --damping 0.5
        settle-undamped | any | settle --mass 1 --stiffness 100 --damping-coefficient 0 --json | json
        convert-extreme-ratio | any | convert --mass 1e-300 --stiffness 1e300 --damping-coefficient 1
        convert-extreme-json | any | convert --mass 1e-300 --stiffness 1e300 --damping-coefficient 1 --json | json
        convert-tiny-all | any | convert --mass 1e-300 --stiffness 1e-300 --damping-coefficient 1e-300 --json | json
        convert-huge-velocity | any | convert --damping 0.5 --velocity 1e300
        convert-bounce-near-minus-one | any | convert --duration 0.5 --bounce -0.9999999999999999 --json | json

        # Huge counts: refused (by the domain or --max-rows), never a trap, a hang or a runaway table.
        huge-fps-1e9 | err | --damping 0.5 --fps 1e9
        huge-fps-max | err | --damping 0.5 --fps 1.7976931348623157e308
        huge-fps-subnormal | any | --damping 0.5 --fps 5e-324
        huge-fps-tiny-until | any | --damping 0.5 --fps 1e-300 --until 1
        huge-until | err | --damping 0.5 --until 1e300 | mentions=--until
        huge-until-fps | err | --damping 0.5 --until 1e6 --fps 1e6
        huge-times-count | any | --damping 0.5 --times @{times-100k.txt}
        huge-max-rows-refused | err | --stiffness 100 --damping 0.5 --fps 1000 --until 1 --max-rows 10 | mentions=--max-rows
        huge-max-rows-enough | ok | --stiffness 100 --damping 0.5 --fps 1000 --until 1 --max-rows 2000 | rows=1001
        huge-max-rows-zero | err | --stiffness 100 --damping 0.5 --max-rows 0 | mentions=--max-rows
        huge-max-rows-negative | err | --stiffness 100 --damping 0.5 --max-rows -5 | mentions=--max-rows
        huge-integrate-fps | err | integrate --method rk4 --fps 1e9
        huge-integrate-dt-tiny | err | integrate --method rk4 --dt 1e-300 | mentions=--dt
        huge-integrate-dt-subnormal | err | integrate --method rk4 --dt 5e-324
        huge-integrate-dt-huge | any | integrate --method rk4 --dt 1e300
        huge-integrate-substeps | err | integrate --method rk4 --substeps 1000000000 | mentions=--max-steps
        huge-integrate-substeps-max | err | integrate --method rk4 --substeps 9223372036854775807
        huge-integrate-tolerance | any | integrate --method dopri5 --tolerance 1e300
        huge-integrate-stiff-euler | any | integrate --method euler --dt 0.001 --stiffness 1e12 --damping 0.5
        huge-integrate-until | err | integrate --method rk4 --until 1e300
        huge-integrate-policy-fps | err | integrate --policy rebound --fps 1e9
        huge-ease-samples | err | ease ease --samples 100000000
        huge-ease-samples-max | err | ease ease --samples 9223372036854775807 | mentions=--samples
        huge-ease-steps | any | ease 'steps(1000000000)' --samples 3
        huge-ease-steps-export | any | ease 'steps(1000000000)' --export css-linear
        huge-ease-spring-export | any | ease 'spring(damping=0.001, velocity=1.4)' --export css-linear --max-error 1e-9
        huge-ease-keyframes | any | ease 'spring(damping=0.01)' --export keyframes --max-error 1e-9
        huge-sample-count | err | path sample 'M0 0 L10 0' --count 100000000 | mentions=--count
        huge-text-advances | any | path text 'M0 0 L1e300 0' --advances @{advances-100k.txt}
        huge-line-fps | err | chart line --fps 1e9
        huge-line-anim | err | chart line --animation-duration 1e300 | mentions=--animation-duration
        huge-line-anim-moderate | any | chart line --animation-duration 1e6
        huge-line-values | any | chart line --values @{vals-100k.txt}
        huge-curve-fps | err | chart curve --fps 1e9
        huge-bar-fps | err | chart bar --fps 1e9
        huge-bar-values | any | chart bar --values @{vals-100k.txt}
        huge-pie-fps | err | chart pie --fps 1e9
        huge-pie-edit-time | err | chart pie --edit delete:0@1e300
        huge-pie-edit-duration | err | chart pie --edit delete:0 --duration 1e300
        huge-pie-move | err | chart pie --hit 230,140 --frames --move-duration 1e300
        huge-pie-hit-time | err | chart pie --hit 230,140@1e300 --frames
        huge-refresh-duration | err | refresh --duration 1e300 | mentions=--duration
        huge-refresh-fps | err | refresh --duration 1 --fps 1e9 | mentions=--fps
        huge-wheel-turns | err | wheel --prize 5 --turns 1000000
        huge-wheel-turns-max | err | wheel --prize 5 --turns 9223372036854775807
        huge-wheel-fps | err | wheel --prize 5 --fps 1e9
        huge-wheel-decel | any | wheel --prize 5 --mode decay --deceleration 1e-300 --turns 1
        huge-wheel-max-duration | any | wheel --prize 5 --mode decay --max-duration 1e300
        huge-wheel-at | any | wheel --prize 5 --then 3 --at 1e300
        huge-filmstrip-columns | err | render filmstrip --columns 1000000000 -- chart line --values 3,1,4 | mentions=--columns
        huge-filmstrip-hold | any | render filmstrip --animated --hold 1e300 -- chart line --values 3,1,4
        huge-filmstrip-times | any | render filmstrip --times 0,1e300 -- chart line --values 3,1,4
        huge-filmstrip-scene-fps | err | render filmstrip --animated -- chart line --values 3,1,4 --fps 1e9
        huge-filmstrip-wheel-turns | err | render filmstrip --animated -- wheel --prize 5 --turns 1000000
        huge-plot-rows | any | render plot --input {plot-100k.csv}

        # Path data: lengths against closed forms (circle arcs are fractions of 2πr), malformed data refused.
        len-half-circle | ok | path length 'M0 0 A1 1 0 0 1 2 0' | number=pi
        len-half-circle-tiny | ok | path length 'M0 0 A1e-300 1e-300 0 0 1 2e-300 0' | number=pi*1e-300
        len-half-circle-huge | ok | path length 'M-1e300 0 A1e300 1e300 0 0 1 1e300 0' | number=pi*1e300
        len-radius-scaled-up | ok | path length 'M0 0 A0.5 0.5 0 0 1 10 0' | number=5*pi
        len-radius-tiny-scaled-up | ok | path length 'M0 0 A1e-300 1e-300 0 0 1 2 0' | number=pi
        len-quarter | ok | path length 'M10 0 A10 10 0 0 1 0 10' | number=5*pi
        len-three-quarter | ok | path length 'M10 0 A10 10 0 1 1 0 10' | number=15*pi
        len-full-two-arcs | ok | path length 'M0 0 A5 5 0 0 1 10 0 A5 5 0 0 1 0 0' | number=10*pi
        len-half-circle-relative | ok | path length 'M3 3 a4 4 0 0 0 8 0' | number=4*pi
        len-half-circle-rotated | ok | path length 'M0 0 A1 1 45 0 1 2 0' | number=pi
        len-half-circle-vertical | ok | path length 'M0 0 A1 1 0 0 1 0 2' | number=pi
        len-half-circle-at-1e15 | ok | path length 'M1e15 1e15 A1 1 0 0 1 1000000000000002 1e15' | number=pi
        len-half-ellipse | ok | path length 'M0 0 A2 1 0 0 1 4 0' | number=4.844224110273838099214251598
        len-half-ellipse-rotated | ok | path length 'M0 0 A2 1 90 0 1 0 4' | number=4.844224110273838099214251598
        len-half-ellipse-huge | ok | path length 'M0 0 A2e300 1e300 0 0 1 4e300 0' | number=4.844224110273838099214251598e300
        len-line-huge | ok | path length 'M0 0 L3e300 4e300' | number=5e300
        len-line-tiny | ok | path length 'M0 0 L3e-300 4e-300' | number=5e-300
        len-line-subnormal | ok | path length 'M0 0 L5e-324 0' | number=5e-324
        len-square-closed | ok | path length 'M0 0 H10 V10 Z' | number=20+sqrt(200)
        len-relative-back | ok | path length 'm1 1 l3 4 l-3 -4' | number=10
        len-cancellation | ok | path length 'M1e300 0 L1e300 1' | number=1
        len-big-offset | ok | path length 'M1e16 0 L1e16 1 L1e16 2' | number=2
        len-overflow | any | path length 'M0 0 L1e308 0 L-1e308 0'
        len-overflow-h | any | path length 'M0 0 H1.7976931348623157e308 H-1.7976931348623157e308'
        len-overflow-arc | any | path length 'M-1.7e308 0 A1.7e308 1.7e308 0 0 1 1.7e308 0'
        len-cubic-collinear | ok | path length 'M0 0 C1 0 2 0 3 0' | number=3
        len-cubic-point | ok | path length 'M5 5 C5 5 5 5 5 5' | number=0
        len-cubic-backtrack | ok | path length 'M0 0 C10 0 -10 0 0 0' | number=20/sqrt(3)
        len-cubic-monotone-cusp | ok | path length 'M0 0 C3 0 0 0 3 0' | number=3
        len-quad-collinear | ok | path length 'M0 0 Q5 0 10 0' | number=10
        len-quad-backtrack | ok | path length 'M0 0 Q10 0 0 0' | number=10
        len-arc-zero-rx | ok | path length 'M0 0 A0 5 0 0 1 3 4' | number=5
        len-arc-negative-radii | ok | path length 'M0 0 A-1 -1 0 0 1 2 0' | number=pi
        len-arc-same-point | ok | path length 'M0 0 A5 5 0 0 1 0 0' | number=0
        len-arc-compact-flags | ok | path length 'M0 0A1 1 0 012 0' | number=pi
        len-exponent-upper | ok | path length 'M0,0L3E0,4e0' | number=5
        len-implicit-lineto | ok | path length 'M0,0,3,4' | number=5
        len-implicit-repeat | ok | path length 'M0 0 L3 4 6 8' | number=10
        len-dot-separated | ok | path length 'M.5.5L3.5 4.5' | number=5
        len-smooth-cubic | ok | path length 'M0 0 C0 0 0 0 1 0 S2 0 2 0' | number=2
        len-smooth-quad | ok | path length 'M0 0 Q0 0 1 0 T2 0' | number=2
        len-close-twice | ok | path length 'M0 0 H3 V4 Z Z' | number=12
        len-moves-only | any | path length 'M0 0 M5 5 M10 10'
        len-empty | any | path length ''
        len-spaces | any | path length '   '
        bad-path-no-move | err | path length 'L3 4' | mentions=path
        bad-path-letter | err | path length 'M0 0 X1 2' | mentions=path
        bad-path-missing-coord | err | path length 'M0 0 L1' | mentions=path
        bad-path-dangling-exponent | err | path length 'M0 0 L1 1e' | mentions=path
        bad-path-nan | err | path length 'M0 0 Lnan 0' | mentions=path
        bad-path-inf | err | path length 'M0 0 Linf 0' | mentions=path
        bad-path-overflow-number | err | path length 'M0 0 L1e309 0' | mentions=path
        bad-path-flag-2 | err | path length 'M0 0 A1 1 0 2 1 2 0' | mentions=path
        bad-path-flag-missing | err | path length 'M0 0 A1 1 0 0' | mentions=path
        bad-path-double-comma | err | path length 'M0,,0 L3 4' | mentions=path
        bad-path-trailing-comma | any | path length 'M0 0 L3 4,' | mentions=path
        bad-path-unicode | err | path length 'M0 0 L３ 4' | mentions=path
        bad-path-backslash | err | path length 'M0 0 L3 4 \0' | mentions=path
        bad-path-huge-digits | ok | path length 'M0 0 L0000000000000000000000000000000000000003 4' | number=5
        bad-path-at-empty | err | path at 'M0 0' --fraction 0.5
        bad-path-at-zero-length | err | path at 'M0 0 Z' --fraction 0.5
        bad-path-sample-zero-length | any | path sample 'M3 3 L3 3' --count 5
        bad-path-text-empty-adv | err | path text 'M0 0 L10 0' --advances '' | mentions=--advances
        bad-path-text-anchor | err | path text 'M0 0 L10 0' --advances 1 --anchor left | mentions=--anchor
        bad-path-trim-nan | err | path trim 'M0 0 L10 0' --start nan | mentions=--start
        bad-path-missing-arg | err | path length
        bad-path-unknown-sub | err | path area 'M0 0 L1 1'

        at-half-circle-mid | ok | path at 'M0 0 A1 1 0 0 1 2 0' --fraction 0.5 | at=1,-1
        at-half-circle-end | ok | path at 'M0 0 A1 1 0 0 1 2 0' --fraction 1 | at=2,0
        at-half-circle-distance-pi | ok | path at 'M0 0 A1 1 0 0 1 2 0' --distance 3.141592653589793 | at=2,0
        at-half-circle-tiny | ok | path at 'M0 0 A1e-300 1e-300 0 0 1 2e-300 0' --fraction 0.5 | at=1e-300,-1e-300
        at-half-circle-huge-end | ok | path at 'M-1e300 0 A1e300 1e300 0 0 1 1e300 0' --fraction 1 | at=1e300,0
        at-line-huge | ok | path at 'M0 0 L1e300 0' --fraction 0.5 | at=5e299,0
        at-line-end-distance-relative | ok | path at 'm1 1 l3 4' --distance 5 | at=4,5
        at-closed-end | ok | path at 'M0 0 H10 V10 Z' --fraction 1 | at=0,0
        at-circle-two-arcs-end | ok | path at 'M0 0 A5 5 0 0 1 10 0 A5 5 0 0 1 0 0' --fraction 1 | at=0,0
        at-ellipse-end | ok | path at 'M0 0 A2 1 0 0 1 4 0' --fraction 1 | at=4,0
        at-distance-neg-subnormal | any | path at 'M0 0 L3 4' --distance -5e-324
        at-fraction-subnormal | ok | path at 'M0 0 L3 4' --fraction 5e-324 | at=3*5e-324,4*5e-324
        sample-half-circle | ok | path sample 'M0 0 A1 1 0 0 1 2 0' --count 5 | even=pi
        sample-line-tiny | ok | path sample 'M0 0 L1e-300 0' --count 4 | even=1e-300
        sample-ellipse | ok | path sample 'M0 0 A2 1 0 0 1 4 0' --count 9 | even=4.844224110273838099214251598
        sample-one | ok | path sample 'M0 0 L10 0' --count 1 | rows=1
        trim-whole | ok | path trim 'M0 0 L10 0' --start -0 --end 1 | same=path trim 'M0 0 L10 0'
        trim-huge | ok | path trim 'M0 0 L1e300 0' --start 0.25 --end 0.75
        trim-tiny-arc | ok | path trim 'M0 0 A1e-300 1e-300 0 0 1 2e-300 0' --start 0.25 --end 0.75
        text-huge-offset | ok | path text 'M0 0 L100 0' --advances 10 --offset 1e300 | rows=0
        text-neg-huge-offset | ok | path text 'M0 0 L100 0' --advances 10 --offset -1e300 | rows=0
        text-zero-advance | ok | path text 'M0 0 L100 0' --advances 0,0,0 | rows=3
        text-anchor-end | ok | path text 'M0 0 A1e300 1e300 0 0 1 2e300 0' --advances 1e299 --anchor end --offset 1e300

        # Easing strings.
        ease-identity-bezier | ok | ease 'cubic-bezier(0,0,1,1)' --at 0,0.25,0.5,1 | identity
        ease-linear-subnormal | ok | ease linear --at 5e-324,1e-300,1 | identity
        ease-linear-points | ok | ease 'linear(0, 1)' --samples 11 | identity
        ease-steps-range | ok | ease 'steps(3)' --samples 11 | range=output:0:1
        ease-steps-jump-none | ok | ease 'steps(2, jump-none)' --samples 11 | range=output:0:1
        ease-steps-before | ok | ease 'steps(4, jump-start)' --before --samples 11 | range=output:0:1
        ease-spring-neg-velocity | ok | ease 'spring(damping=0.5, velocity=-1.4)' --samples 11
        ease-bezier-y-huge | ok | ease 'cubic-bezier(0.5, 1e300, 0.5, -1e300)' --samples 11
        ease-bezier-y-max | ok | ease 'cubic-bezier(0.5, 1.7976931348623157e308, 0.5, 1.7976931348623157e308)' --samples 11
        ease-bezier-y-max-opposite | ok | ease 'cubic-bezier(0, 1.7976931348623157e308, 1, -1.7976931348623157e308)' --at -1,0,0.001,0.5,0.999,1,2
        ease-bezier-x-subnormal | ok | ease 'cubic-bezier(5e-324, 0, 1, 1)' --samples 11 | range=output:0:1
        ease-at-huge-bezier | ok | ease 'cubic-bezier(0.42, 0, 0.58, 1)' --at -1e300,1e300 | range=output:-1e300:1e300
        ease-at-max | any | ease 'cubic-bezier(0.1, 0.9, 0.2, 1)' --at 1.7976931348623157e308
        ease-css-linear-export | ok | ease 'cubic-bezier(0.42, 0, 0.58, 1)' --export css-linear
        ease-keyframes-export | ok | ease ease-in-out --export keyframes
        bad-ease-empty | err | ease '' | mentions=easing
        bad-ease-unknown | err | ease bogus | mentions=easing
        bad-ease-bezier-short | err | ease 'cubic-bezier(0,0,1' | mentions=easing
        bad-ease-bezier-three | err | ease 'cubic-bezier(0,0,1)' | mentions=easing
        bad-ease-bezier-five | err | ease 'cubic-bezier(0,0,1,1,1)' | mentions=easing
        bad-ease-bezier-x-range | err | ease 'cubic-bezier(2,0,0.5,1)' | mentions=easing
        bad-ease-bezier-x-neg | err | ease 'cubic-bezier(-0.1,0,0.5,1)' | mentions=easing
        bad-ease-bezier-nan | err | ease 'cubic-bezier(nan,0,0.5,1)' | mentions=easing
        bad-ease-bezier-inf | err | ease 'cubic-bezier(0.5,inf,0.5,1)' | mentions=easing
        bad-ease-bezier-overflow | err | ease 'cubic-bezier(0.5,1e309,0.5,1)' | mentions=easing
        bad-ease-bezier-trailing | err | ease 'cubic-bezier(0,0,1,1)x' | mentions=easing
        bad-ease-bezier-unclosed-paren | err | ease 'cubic-bezier(' | mentions=easing
        bad-ease-steps-zero | err | ease 'steps(0)' | mentions=easing
        bad-ease-steps-neg | err | ease 'steps(-1)' | mentions=easing
        bad-ease-steps-frac | err | ease 'steps(2.5)' | mentions=easing
        bad-ease-steps-huge | err | ease 'steps(1e300)' | mentions=easing
        bad-ease-steps-int-overflow | err | ease 'steps(99999999999999999999)' | mentions=easing
        bad-ease-steps-jump-none-one | err | ease 'steps(1, jump-none)' | mentions=easing
        bad-ease-steps-position | err | ease 'steps(2, middle)' | mentions=easing
        bad-ease-linear-empty | err | ease 'linear()' | mentions=easing
        bad-ease-linear-nan-pct | err | ease 'linear(0, 1 nan%)' | mentions=easing
        bad-ease-linear-inf | err | ease 'linear(0, inf)' | mentions=easing
        bad-ease-linear-pct-overflow | any | ease 'linear(0, 1 1e309%)'
        bad-ease-spring-zero-damping | err | ease 'spring(damping=0)' | mentions=easing
        bad-ease-spring-nan | err | ease 'spring(damping=nan)' | mentions=easing
        bad-ease-spring-unknown-key | err | ease 'spring(dumping=0.5)' | mentions=easing
        bad-ease-spring-dup-key | err | ease 'spring(damping=0.5, damping=0.7)' | mentions=easing
        bad-ease-spring-epsilon | err | ease 'spring(damping=0.5, epsilon=2)' | mentions=easing
        bad-ease-spring-mass-neg | err | ease 'spring(mass=-1, stiffness=100, damping-coefficient=10)' | mentions=easing
        bad-ease-spring-stiff-huge | any | ease 'spring(stiffness=1e300, damping=0.5)' --samples 11
        bad-ease-spring-stiff-tiny | any | ease 'spring(stiffness=1e-300, damping=0.5)' --samples 11
        bad-ease-unicode | err | ease 'ease‐in' | mentions=easing
        bad-ease-deep-parens | err | ease '((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((linear' | mentions=easing
        bad-ease-at-nan | err | ease linear --at 0,nan | mentions=--at
        bad-ease-at-empty | err | ease linear --at '' | mentions=--at
        bad-ease-at-and-samples | any | ease linear --at 0.5 --samples 3
        bad-ease-before-non-steps | any | ease linear --before
        bad-ease-max-error-tiny | err | ease ease --export css-linear --max-error 5e-324 | mentions=--max-error
        bad-ease-export-unknown | err | ease ease --export svg | mentions=--export
        bad-ease-refresh-easing | err | refresh --duration 1 --easing 'cubic-bezier(0,0,1' | mentions=--easing
        ease-path-decreasing-compose | ok | ease 'path(M0,0 L0.6,0.5 L0.4,0.6 L1,1)' --samples 11 | range=output:0:1
        bad-ease-path-gap | err | ease 'path(M0,0 L0.5,0.5 M0.6,0.5 L1,1)' | mentions=gap
        bad-ease-path-start | err | ease 'path(M0.1,0 L1,1)' | mentions=x = 0
        ease-path-end-compose | ok | ease 'path(M0,0 L1,2)' --at 0,0.5,1 | range=output:0:1
        ease-path-right-to-left | ok | ease 'path(M1,1 L0,0)' --at 0,0.25,0.5,1 | identity
        bad-ease-path-short | err | ease 'path(M0,0 L0.9,1)' | mentions=x = 1
        ease-path-vertical-jump | ok | ease 'path(M0,0 V0.5 L1,1)' --samples 11 | range=output:0:1
        bad-ease-path-closed | err | ease 'path(M0,0 L1,1 Z)' | mentions=closed
        bad-ease-path-arc | err | ease 'path(M0,0 A1,1 0 0 1 1,1)' | mentions=arc
        bad-ease-path-empty | err | ease 'path()' | mentions=empty
        bad-ease-path-huge | err | ease 'path(M0,0 L1e309,1)' | mentions=out of range
        bad-ease-path-unclosed | err | ease 'path(M0,0 L1,1' | mentions=easing
        ease-path-huge-controls | any | ease 'path(M0,0 C1e300,0 -1e300,1 1,1)' --samples 5
        bad-ease-path-huge-y | err | ease 'path(M0,0 C0.5,1e308 0.5,1 1,1)' | mentions=1e306
        ease-path-identity | ok | ease 'path(M0,0 L1,1)' --at 0,0.25,0.5,1 | identity
        ease-path-cubic-vertical | ok | ease 'path(M0,0 C1,0 0,1 1,1)' --samples 11 | range=output:0:1
        ease-path-at-outside | ok | ease 'path(M0,0 C0.4,0 0.6,1 1,1)' --at -1e300,2,1e300 | range=output:0:1
        ease-path-tiny-steps | ok | ease 'path(M0,0 L1e-300,1e-300 L1,1)' --samples 11 | identity
        bad-ease-rn-poly-zero | err | ease 'react-native-poly(0)' | mentions=exponent
        bad-ease-rn-poly-missing | err | ease 'react-native-poly()' | mentions=exponent
        bad-ease-rn-elastic-inf | err | ease 'react-native-elastic(1e309)' | mentions=easing
        bad-ease-rn-bezier-x | err | ease 'react-native-bezier(1.5, 0, 0.5, 1)' | mentions=react-native-bezier
        bad-ease-rn-bounce-arg | err | ease 'react-native-bounce(2)' | mentions=easing
        ease-rn-elastic-huge | ok | ease 'react-native-elastic(1e300)' --samples 11
        ease-rn-back-negative | ok | ease 'react-native-back(-3)' --samples 11
        ease-rn-poly-huge | ok | ease 'react-native-poly(1e300)' --samples 11 | range=output:0:1
        ease-rn-poly-fraction-negative-input | any | ease 'react-native-poly(2.5)' --at -0.5

        # Keyframes: bad keyframes are one line naming the option; odd but valid ones work.
        bad-keyframes-times-empty | err | keyframes --times '' --values '' | mentions=--times
        keyframes-arc-1d | ok | keyframes --times 0,1,2 --values 0,10,4 --interpolation arc --arc-mode above,below --fps 4 | same=keyframes --times 0,1,2 --values 0,10,4 --fps 4
        bad-keyframes-times-one | err | keyframes --times 0 --values 0 | mentions=at least two
        bad-keyframes-times-unsorted | err | keyframes --times 0,2,1 --values 0,1,2 | mentions=--times
        bad-keyframes-times-duplicate | err | keyframes --times 0,1,1 --values 0,1,2 | mentions=increase strictly
        bad-keyframes-times-negative | err | keyframes --times -1,1 --values 0,1 | mentions=--times
        bad-keyframes-times-nan | err | keyframes --times 0,nan --values 0,1 | mentions=--times
        bad-keyframes-times-huge | err | keyframes --times 0,1e7 --values 0,1 | mentions=--times
        bad-keyframes-values-inf | err | keyframes --times 0,1 --values 0,inf | mentions=--values
        bad-keyframes-values-pair-nan | err | keyframes --times 0,1 --values 0:0,nan:1 | mentions=--values
        bad-keyframes-values-overflow | err | keyframes --times 0,1 --values 0,1e309 | mentions=--values
        bad-keyframes-values-mixed | err | keyframes --times 0,1 --values 0:1,2 | mentions=mixes 1-D and 2-D
        bad-keyframes-values-triple | err | keyframes --times 0,1 --values 1:2:3,1:1 | mentions=--values
        bad-keyframes-lengths | err | keyframes --times 0,1 --values 0,1,2 | mentions=one value per time
        bad-keyframes-easing-count | err | keyframes --times 0,1,2 --values 0,1,2 --easing ease-in | mentions=one easing per segment
        bad-keyframes-easing-bad | err | keyframes --times 0,1 --values 0,1 --easing 'cubic-bezier(2,0,0,1)' | mentions=--easing
        bad-keyframes-fps-zero | err | keyframes --times 0,1 --values 0,1 --fps 0 | mentions=--fps
        bad-keyframes-fps-negative | err | keyframes --times 0,1 --values 0,1 --fps -60 | mentions=--fps
        keyframes-arc-1d-linear | ok | keyframes --times 0,1 --values 0,1 --interpolation arc | same=keyframes --times 0,1 --values 0,1
        bad-keyframes-arc-mode | err | keyframes --times 0,1 --values 0:0,1:1 --interpolation arc --arc-mode sideways | mentions=--arc-mode
        bad-keyframes-arc-mode-linear-mode | err | keyframes --times 0,1 --values 0:0,1:1 --arc-mode above | mentions=--arc-mode
        bad-keyframes-paced-easing | err | keyframes --times 0,1 --values 0,1 --interpolation paced --easing ease-in | mentions=--easing
        bad-keyframes-paced-still | err | keyframes --times 0,1 --values 2,2 --interpolation paced | mentions=zero length
        bad-keyframes-tension-count | err | keyframes --times 0,1 --values 0,1 --interpolation cubic --tension 0 | mentions=--tension
        bad-keyframes-continuity-range | err | keyframes --times 0,1 --values 0,1 --interpolation cubic --continuity 0,1.5 | mentions=--continuity
        keyframes-cubic-sharp-corners | ok | keyframes --times 0,1,2 --values 0,2,1 --interpolation cubic --continuity 1,1,1 --fps 4 | same=keyframes --times 0,1,2 --values 0,2,1 --fps 4
        bad-keyframes-tension-mode | err | keyframes --times 0,1 --values 0,1 --tension 0,0 | mentions=--tension
        bad-keyframes-max-rows | err | keyframes --times 0,1e6 --values 0,1 --fps 1e6 | mentions=--max-rows
        bad-keyframes-slope-overflow | err | keyframes --times 0,1e-300,1 --values 0,1e10,0 --interpolation hermite | mentions=faster than a Double
        bad-keyframes-difference-overflow | err | keyframes --times 0,1 --values -1.7e308,1.7e308 | mentions=faster than a Double
        keyframes-tiny-interval-hermite | ok | keyframes --times 0,1e-300,1 --values 0,1,0 --interpolation mono-spline --fps 2 | rows=3
        keyframes-negative-values | ok | keyframes --times 0,0.5,1 --values -2,5,-1 --fps 10 | same=keyframes --times 0,0.5,1 --values=-2,5,-1 --fps 10
        keyframes-negative-pairs | ok | keyframes --times 0,1 --values -1:2,3:-4 --fps 4
        keyframes-linear-rows | ok | keyframes --times 0,0.3,1 --values 0,1,0.4 --fps 10 | rows=11
        keyframes-last-time-off-grid | ok | keyframes --times 0.1,0.35 --values 0,1 --fps 10 | last-time=0.35
        keyframes-mono-monotone | ok | keyframes --times 0,0.1,0.2,1 --values 0,0,0.1,1 --interpolation mono-spline --fps 100 | monotone=value
        keyframes-huge-values | ok | keyframes --times 0,1 --values -1e300,1e300 --interpolation hermite --fps 4
        keyframes-tiny-interval | ok | keyframes --times 0,1e-9,1 --values 0,1,0 --interpolation mono-spline --fps 10
        keyframes-arc-flat | ok | keyframes --times 0,1 --values 0:0,100:0.0001 --interpolation arc --fps 4
        keyframes-steps-easing | ok | keyframes --times 0,1 --values 0,1 --easing 'steps(4)' --fps 8 | range=value:0:1

        # List inputs from files: @FILE, @- (standard input), @FILE.csv:COLUMN.
        atfile-values | ok | chart line --values @{vals.txt} | same=chart line --values 3,1,4,1,5
        atfile-values-stdin | ok | chart line --values @- | stdin=vals.txt; same=chart line --values 3,1,4,1,5
        atfile-values-comma | any | chart line --values @{vals-comma.txt} | same=chart line --values 3,1,4,1,5
        atfile-values-crlf | any | chart line --values @{vals-crlf.txt} | same=chart line --values 3,1,4
        atfile-values-no-newline | ok | chart line --values @{vals-no-newline.txt} | same=chart line --values 3,1,4
        atfile-values-csv-column | ok | chart line --values @{data.csv}:value | same=chart line --values 3,1,4
        atfile-bar | ok | chart bar --values @{vals.txt} | same=chart bar --values 3,1,4,1,5
        atfile-curve | ok | chart curve --values @{vals.txt} | same=chart curve --values 3,1,4,1,5
        atfile-pie | ok | chart pie --values @{vals.txt} | same=chart pie --values 3,1,4,1,5
        atfile-times | ok | --stiffness 100 --damping 0.5 --times @{times.txt} | same=--stiffness 100 --damping 0.5 --times 0,0.1,0.5
        atfile-times-stdin | ok | --stiffness 100 --damping 0.5 --times @- | stdin=times.txt; same=--stiffness 100 --damping 0.5 --times 0,0.1,0.5
        atfile-progress | ok | refresh --progress @{progress.txt} | same=refresh --progress 0,0.5,1
        atfile-advances | ok | path text 'M0 0 L100 0' --advances @{advances.txt} | same=path text 'M0 0 L100 0' --advances 10,10,10
        atfile-ease-at | ok | ease linear --at @{times.txt} | same=ease linear --at 0,0.1,0.5
        atfile-integrate-times | ok | integrate --method rk4 --stiffness 100 --damping 0.5 --times @{times.txt} | same=integrate --method rk4 --stiffness 100 --damping 0.5 --times 0,0.1,0.5
        atfile-missing | err | chart line --values @{missing.txt} | mentions=missing.txt
        atfile-empty | err | chart line --values @{empty.txt} | mentions=empty.txt
        atfile-stdin-empty | err | chart line --values @- | mentions=--values
        atfile-bad-line-3 | err | chart line --values @{bad3.txt} | mentions=bad3.txt:3:
        atfile-nan-line-3 | err | chart line --values @{nan3.txt} | mentions=nan3.txt:3:
        atfile-inf-line-2 | err | chart bar --values @{inf2.txt} | mentions=inf2.txt:2:
        atfile-overflow-line-4 | err | --stiffness 100 --damping 0.5 --times @{overflow4.txt} | mentions=overflow4.txt:4:
        atfile-csv-bad-line-3 | err | chart line --values @{data-bad.csv}:value | mentions=data-bad.csv:3:
        atfile-csv-missing-column | err | chart line --values @{data.csv}:nope | mentions=nope
        atfile-csv-ragged | err | chart line --values @{data-ragged.csv}:value | mentions=data-ragged.csv:3:
        atfile-directory | err | chart line --values @{adir} | mentions=adir
        atfile-binary | err | chart line --values @{binary.bin} | mentions=binary.bin
        atfile-blank-lines | any | chart line --values @{blank-lines.txt}
        atfile-times-decreasing | err | --stiffness 100 --damping 0.5 --times @{times-decreasing.txt} | mentions=times-decreasing.txt:2:
        atfile-progress-outside | err | refresh --progress @{progress-outside.txt} | mentions=progress-outside.txt:2:
        atfile-advances-negative | err | path text 'M0 0 L100 0' --advances @{advances-neg.txt} | mentions=advances-neg.txt:2:
        atfile-at-alone | err | chart line --values @ | mentions=--values
        atfile-bom | any | chart line --values @{vals-bom.txt} | same=chart line --values 3,1,4

        # Scene files (JSON): malformed documents are one-line errors naming the file; odd but valid ones work.
        scene-missing | err | chart line --data {missing.json} | mentions=missing.json
        scene-empty | err | chart line --data {empty.json} | mentions=empty.json
        scene-not-json | err | chart line --data {scene-unclosed.json} | mentions=scene-unclosed.json:1:
        scene-array | err | chart line --data {scene-array.json} | mentions=scene-array.json:1:
        scene-nan-literal | err | chart line --data {scene-nan.json} | mentions=scene-nan.json:1:
        scene-number-overflow | err | chart line --data {scene-overflow.json} | mentions=scene-overflow.json:1:
        scene-wrong-type | err | chart line --data {scene-wrong-type.json} | mentions=scene-wrong-type.json:1:
        scene-trailing-garbage | err | chart line --data {scene-trailing.json} | mentions=scene-trailing.json:1:
        scene-deep-nesting | err | chart line --data {scene-deep.json} | mentions=scene-deep.json:1:
        scene-deep-object | err | chart bar --data {scene-deep-object.json} | mentions=scene-deep-object.json:1:
        scene-binary | err | chart line --data {binary.bin} | mentions=binary.bin
        scene-directory | err | chart line --data {adir} | mentions=adir
        scene-bom | any | chart bar --data {scene-bom.json}
        scene-duplicate-key | any | chart bar --data {scene-dup.json}
        scene-unknown-key | any | chart bar --data {scene-unknown-key.json}
        scene-bar-negative-width | err | chart bar --data {bar-neg-width.json} | mentions=width
        scene-bar-huge-stagger | err | chart bar --data {bar-huge-stagger.json}
        scene-bar-huge-values | ok | chart bar --data {bar-huge-values.json} | range=scale_y:0:1
        scene-bar-single | ok | chart bar --data {bar-single.json}
        scene-curve-zero-divisor | err | chart curve --data {curve-zero-divisor.json} | mentions=thinningDivisor
        scene-curve-huge-values | any | chart curve --data {curve-huge-values.json}
        scene-line-equal-bounds | any | chart line --data {line-equal-bounds.json}
        scene-line-slow-gradient | err | chart line --data {line-slow-gradient.json} | mentions=gradientSpeed
        scene-line-slow-gradient-max-rows | err | chart line --data {line-slower-gradient.json} --max-rows 9223372036854775807 | mentions=gradientSpeed
        scene-line-huge-values | any | chart line --values 1e308,-1e308
        scene-line-subnormal-values | ok | chart line --values 5e-324,0,1e-300
        scene-line-constant | ok | chart line --values 7,7,7
        scene-line-anim-huge-file | err | chart line --data {line-huge-duration.json}
        scene-pie-bad-edit | err | chart pie --data {pie-bad-edit.json} | mentions=pie-bad-edit.json:1:
        scene-pie-zero-value | err | chart pie --data {pie-zero.json} | mentions=pie-zero.json:1:
        scene-ring-huge-move | err | chart pie --data {ring-huge-move.json} | mentions=ring-huge-move.json:1:
        scene-pie-huge-sum | any | chart pie --values 1.7976931348623157e308,1.7976931348623157e308
        scene-pie-tiny | ok | chart pie --values 5e-324,5e-324 | range=end_angle:-10:10
        scene-refresh-neg-radius | err | refresh --data {refresh-neg-radius.json} | mentions=radius
        scene-refresh-zero-width | err | refresh --data {refresh-zero-width.json} | mentions=width
        scene-refresh-huge-progress | err | refresh --data {refresh-bad-progress.json} | mentions=progress
        scene-wheel-empty | err | wheel --prize 1 --sectors {wheel-empty.json} | mentions=wheel-empty.json:1:
        scene-wheel-overlap | err | wheel --prize 1 --sectors {wheel-overlap.json} | mentions=wheel-overlap.json:1:
        scene-wheel-nan | err | wheel --prize 1 --sectors {wheel-nan.json} | mentions=wheel-nan.json:1:
        scene-wheel-gap | err | wheel --prize 1 --sectors {wheel-gap.json}
        scene-wheel-gap-allowed | ok | wheel --prize 1 --sectors {wheel-gap.json} --allow-gaps
        scene-wheel-dup-id | err | wheel --prize 1 --sectors {wheel-dup.json} | mentions=wheel-dup.json:1:
        scene-wheel-huge-angles | any | wheel --prize 1 --sectors {wheel-huge.json}
        scene-filmstrip-bad-data | err | render filmstrip -- chart line --data {scene-unclosed.json} | mentions=scene-unclosed.json:1:

        # CSV tables for render plot.
        plot-ok | ok | render plot --input {plot.csv}
        plot-stdin | ok | render plot | stdin=plot.csv
        plot-dash | ok | render plot --input - | stdin=plot.csv
        plot-empty | err | render plot --input {empty.txt} | mentions=empty.txt
        plot-header-only | any | render plot --input {plot-header-only.csv}
        plot-ragged | err | render plot --input {plot-ragged.csv} | mentions=plot-ragged.csv:3:
        plot-bad-number | err | render plot --input {plot-bad-number.csv} | mentions=plot-bad-number.csv:3:
        plot-nan | any | render plot --input {plot-nan.csv}
        plot-inf | any | render plot --input {plot-inf.csv}
        plot-huge | any | render plot --input {plot-huge.csv}
        plot-max | any | render plot --input {plot-max.csv}
        plot-subnormal | ok | render plot --input {plot-subnormal.csv}
        plot-constant | ok | render plot --input {plot-constant.csv}
        plot-single-row | ok | render plot --input {plot-single.csv}
        plot-crlf | any | render plot --input {plot-crlf.csv}
        plot-missing | err | render plot --input {missing.csv} | mentions=missing.csv
        plot-directory | err | render plot --input {adir} | mentions=adir
        plot-binary | err | render plot --input {binary.bin} | mentions=binary.bin
        plot-no-column | err | render plot --input {plot.csv} --y nope | mentions=nope
        plot-x-missing | err | render plot --input {plot.csv} --x nope | mentions=nope
        plot-labels-mismatch | err | render plot --input {plot.csv} --label a --label b | mentions=--label
        plot-by-missing | err | render plot --input {plot.csv} --by nope | mentions=nope
        plot-two-stdin | any | render plot --input - --input - | stdin=plot.csv
        plot-x-decreasing | ok | render plot --input {plot-decreasing.csv}

        # --output targets.
        out-file | ok | --damping 0.5 --output {out.csv} | same=--damping 0.5
        out-equals | ok | --damping 0.5 --output={out.csv} | same=--damping 0.5
        out-short | ok | path length 'M0 0 L3 4' -o {out.txt} | number=5
        out-error-leaves-nothing | err | --damping 0 --output {out.csv}
        out-error-keeps-old | err | --damping 0 --output {old.csv}
        out-error-symlink-keeps-target | err | --damping 0 --output {link.csv} | setup=target.csv; symlink=link.csv
        out-symlink | ok | --damping 0.5 --output {link.csv} | symlink=link.csv; same=--damping 0.5
        out-symlink-dangling-dir | err | --damping 0.5 --output {dangling.csv} | symlink=dangling.csv
        out-fifo | ok | --damping 0.5 --output {pipe} | fifo=pipe; same=--damping 0.5
        out-dev-null | ok | --damping 0.5 --output /dev/null
        out-dev-stdout | ok | --damping 0.5 --output /dev/stdout | same=--damping 0.5
        out-dash | ok | path length 'M0 0 L3 4' --output - | absent=-; number=5
        out-dev-full | err | --damping 0.5 --output /dev/full
        out-directory | err | --damping 0.5 --output {adir} | mentions=adir
        out-missing-dir | err | --damping 0.5 --output {nodir/out.csv} | mentions=out.csv
        out-empty-name | err | --damping 0.5 --output ''
        out-proc | err | --damping 0.5 --output /proc/version
        out-trailing-slash | err | --damping 0.5 --output {out.csv/}
        out-settle | ok | settle --damping 0.5 --json --output {out.json} | json
        out-render-plot | ok | render plot --input {plot.csv} --output {out.svg}
        out-render-error | err | render plot --input {plot-bad-number.csv} --output {out.svg}
        out-filmstrip-error | err | render filmstrip --output {out.svg} -- chart line --values 1
        out-wheel-error | err | wheel --prize 99 --output {out.csv}
        out-huge-refused | err | --damping 0.5 --fps 1e9 --output {out.csv}
        out-ease-error | err | ease bogus --output {out.csv}
        out-path-error | err | path length 'M0 0 L' --output {out.txt}

        # Commands, subcommands and help.
        help-root | ok | --help
        help-version | ok | --version
        help-spring | ok | help spring
        help-settle | ok | help settle
        help-convert | ok | help convert
        help-integrate | ok | help integrate
        help-ease | ok | help ease
        help-path | ok | help path
        help-path-at | ok | help path at
        help-chart | ok | help chart
        help-chart-pie | ok | help chart pie
        help-refresh | ok | help refresh
        help-wheel | ok | help wheel
        help-scroll | ok | help scroll
        help-render | ok | help render
        help-render-filmstrip | ok | help render filmstrip
        help-unknown | err | help bogus
        cmd-unknown | err | bogus
        cmd-unknown-option | err | --bogus
        cmd-chart-unknown | err | chart radar
        cmd-render-unknown | err | render movie
        cmd-no-args | ok | | closed-form
        cmd-preset-unknown | err | --preset nope | mentions=--preset
        cmd-two-families | err | --damping 0.3 --bounce 0.2
        cmd-duplicate-option | any | --damping 0.3 --damping 0.5
        cmd-until-word | err | --damping 0.5 --until later | mentions=--until
        cmd-until-duration-physical | err | --stiffness 100 --damping 0.5 --until duration | mentions=--until
        cmd-method-unknown | err | integrate --method leapfrog | mentions=--method
        cmd-policy-dt | err | integrate --policy rebound --dt 0.001
        cmd-method-tolerance | err | integrate --method rk4 --tolerance 1e-6 | mentions=--tolerance
        cmd-wheel-no-prize | err | wheel | mentions=--prize
        cmd-wheel-unknown-prize | err | wheel --prize 99 | mentions=99
        cmd-wheel-prize-text | err | wheel --prize five | mentions=--prize
        cmd-wheel-mode | err | wheel --prize 5 --mode spin | mentions=--mode
        cmd-wheel-ticks-labels | err | wheel --prize 5 --ticks --labels
        cmd-wheel-then-no-at | err | wheel --prize 5 --then 3
        cmd-wheel-two-frictions | err | wheel --prize 5 --mode decay --rate 0.99 --drag 0.5
        cmd-wheel-min-max | err | wheel --prize 5 --mode decay --min-duration 5 --max-duration 1 | mentions=--min-duration
        cmd-pie-edit-garbage | err | chart pie --edit explode:0 | mentions=--edit
        cmd-pie-edit-index-huge | err | chart pie --edit delete:99999999999999999999 | mentions=--edit
        cmd-pie-edit-neg-index | err | chart pie --edit delete:-1 | mentions=--edit
        cmd-pie-edit-empty | err | chart pie --edit '' | mentions=--edit
        cmd-pie-edit-time-nan | err | chart pie --edit delete:0@nan | mentions=--edit
        cmd-pie-delete-all | any | chart pie --values 10 --edit delete:0
        cmd-pie-hit-garbage | err | chart pie --hit 1 | mentions=--hit
        cmd-pie-hit-three | err | chart pie --hit 1,2,3 | mentions=--hit
        cmd-pie-hit-inf | err | chart pie --hit inf,0 | mentions=--hit
        cmd-pie-hit-huge | ok | chart pie --hit 1e308,1e308 | rows=1
        cmd-pie-hit-neg-time | err | chart pie --hit 230,140@-1 | mentions=--hit
        cmd-line-values-one | err | chart line --values 1 | mentions=--values
        cmd-line-values-empty | err | chart line --values '' | mentions=--values
        cmd-line-values-nan | err | chart line --values 1,nan,3 | mentions=--values
        cmd-line-values-comma | err | chart line --values 1,,3 | mentions=--values
        cmd-curve-values-one | err | chart curve --values 5 | mentions=--values
        cmd-bar-all-zero | err | chart bar --values 0,0,0 | mentions=--values
        cmd-pie-all-zero | err | chart pie --values 0,0 | mentions=--values
        cmd-line-spring-bad | err | chart line --animation spring --damping 0 | mentions=--damping
        cmd-line-spring-huge-velocity | any | chart line --animation spring --velocity 1e300
        cmd-line-animation-unknown | err | chart line --animation bounce | mentions=--animation
        cmd-refresh-both | any | refresh --progress 0,1 --duration 1
        cmd-refresh-easing-no-duration | any | refresh --progress 0,1 --easing ease
        cmd-filmstrip-not-scene | err | render filmstrip -- settle | mentions=settle
        cmd-filmstrip-nested | err | render filmstrip -- render filmstrip -- chart line
        cmd-filmstrip-empty | err | render filmstrip --
        cmd-filmstrip-scene-bad-fps | err | render filmstrip -- chart line --fps nan | mentions=--fps
        cmd-filmstrip-times-nan | err | render filmstrip --times 0,nan -- chart line --values 3,1,4 | mentions=--times
        cmd-filmstrip-times-decreasing | err | render filmstrip --times 1,0 -- chart line --values 3,1,4 | mentions=--times
        cmd-filmstrip-one-frame | ok | render filmstrip --frames 1 -- chart bar --values 1
        # Table formats, markup escaping, and the remaining corners of wheel, integrate and render.
        fmt-jsonl-line | ok | chart line --values 3,1,4 --format jsonl
        fmt-jsonl-wheel | ok | wheel --prize 5 --format jsonl
        fmt-jsonl-refresh-extreme | ok | refresh --progress 5e-324,1 --format jsonl
        fmt-unknown | err | chart bar --format xml | mentions=--format
        wheel-labels | ok | wheel --prize 5 --labels
        wheel-ticks-decay-snap | ok | wheel --prize 6 --mode decay-snap --rate 0.998 --seed 7 --ticks | monotone=time
        wheel-then-retarget | ok | wheel --prize 2 --then 7 --at 1.2 --retarget --mode decay | monotone=time
        wheel-then-at-zero | any | wheel --prize 2 --then 7 --at 0
        wheel-seed-max | any | wheel --prize 5 --mode decay --seed 18446744073709551615
        wheel-seed-overflow | err | wheel --prize 5 --mode decay --seed 18446744073709551616 | mentions=--seed
        wheel-prize-huge-id | err | wheel --prize 99999999999999999999 | mentions=--prize
        wheel-decel-huge | any | wheel --prize 5 --mode decay --deceleration 1e300
        wheel-min-duration-huge | err | wheel --prize 5 --mode decay --min-duration 1e300
        integrate-times-huge | err | integrate --method rk4 --times 0,1e300
        integrate-dopri-times-huge | any | integrate --method dopri5 --times 0,1e300
        integrate-react-spring-stiff | any | integrate --policy react-spring --stiffness 1e12 --damping 0.5
        integrate-euler-diverges | any | integrate --method euler --dt 0.1 --stiffness 10000 --damping 0.01 --until 100
        integrate-verlet-stats | ok | integrate --method verlet --dt 0.001 --stats --until 0.1
        integrate-max-steps-one | err | integrate --method rk4 --max-steps 1 | mentions=--max-steps
        integrate-substeps-stiff | any | integrate --method rk4 --substeps 1 --stiffness 1e12 --damping 0.5 --until 0.1
        convert-preset | ok | convert --preset framer-motion --json | json
        settle-preset-velocity-epsilon | any | settle --preset react-spring-molasses --velocity-epsilon 1e-300 --json | json
        plot-title-markup | ok | render plot --input {plot.csv} --title '<script>&"' | lacks=<script>
        plot-label-markup | ok | render plot --input {plot.csv} --label '</text><g>' | lacks=</text><g>
        plot-xlabel-markup | ok | render plot --input {plot.csv} --x-label '<b>&amp' | lacks=<b>
        plot-column-markup | ok | render plot --input {plot-markup.csv} | lacks=<v>
        filmstrip-title-markup | ok | render filmstrip --title '<&>' -- chart bar --values 1,2 | lacks=<&>
        plot-title-unicode | ok | render plot --input {plot.csv} --title 'ζ → ∞ 🌀'
        ease-export-steps | any | ease 'steps(3)' --export css-linear
        path-text-anchor-middle-closed | ok | path text 'M0 0 H10 V10 H0 Z' --advances 5,5,5,5 --anchor middle --offset 20
        chart-line-many-values | ok | chart line --values @{vals-1000.txt} --table line
        # More scene files, chart data and easings at the edges.
        scene-line-huge-spacing | any | chart line --data {line-huge-spacing.json}
        scene-curve-huge-height | any | chart curve --data {curve-huge-height.json}
        scene-bar-empty-values | err | chart bar --data {bar-empty.json} | mentions=bar-empty.json:1:
        scene-bar-null-width | any | chart bar --data {bar-null.json}
        scene-bar-unknown-field | err | chart bar --data {bar-unknown-field.json} | mentions=bar-unknown-field.json:1:
        scene-surrogate | err | chart bar --data {bar-surrogate.json} | mentions=bar-surrogate.json:1:
        scene-invalid-utf8 | err | chart bar --data {bar-utf8.json} | mentions=bar-utf8.json:1:
        scene-leading-zero | err | chart bar --data {bar-leading-zero.json} | mentions=bar-leading-zero.json:1:
        scene-trailing-comma | err | chart bar --data {bar-trailing-comma.json} | mentions=bar-trailing-comma.json:1:
        scene-multiline-error | err | chart bar --data {bar-line-3.json} | mentions=bar-line-3.json:3:
        scene-line-neg-spring | err | chart line --data {line-neg-spring.json} | mentions=spring.damping
        filmstrip-wheel-title-markup | ok | render filmstrip -- wheel --prize 1 --sectors {wheel-markup.json} | lacks=<script>
        wheel-one-sector | ok | wheel --prize 1 --sectors {wheel-one.json}
        wheel-huge-font | any | wheel --prize 1 --sectors {wheel-huge-font.json} --labels
        wheel-drag-near-one | any | wheel --prize 5 --mode decay --drag 0.9999999999999999 --turns 1
        curve-values-huge-range | any | chart curve --values 1,1e308
        curve-zero-range | ok | chart curve --values 0,0 | range=stroke_end:0:1
        line-tiny-range | ok | chart line --values 1e-300,2e-300
        line-rise-subnormal-duration | any | chart line --animation rise --values 1,2 --animation-duration 5e-324
        bar-subnormal | ok | chart bar --values 5e-324 | range=scale_y:0:1
        bar-huge-values | ok | chart bar --values 1e308,1.7e308 | range=scale_y:0:1
        pie-update-huge | ok | chart pie --values 10,10,10 --edit update:0:1e308 | range=end_angle:-10:10
        pie-insert-tiny | ok | chart pie --values 10,10 --edit insert:0:1e-300
        pie-sum-overflow-edit | any | chart pie --values 1.7e308,10 --edit update:1:1.7e308
        pie-tiny-slice | ok | chart pie --values 1e-300,1 | range=stroke_end:0:1
        refresh-spring-easing | ok | refresh --duration 1 --easing 'spring(damping=0.15)' | range=progress:0:1
        refresh-bezier-overshoot | ok | refresh --duration 1 --easing 'cubic-bezier(0.5,-100,0.5,100)' | range=progress:0:1
        refresh-steps-easing | ok | refresh --duration 1 --easing 'steps(4, jump-both)' | range=progress:0:1
        # The jelly line chart (--coupling) and the follower chain.
        line-coupling-nan | err | chart line --animation spring --values 3,1,4 --coupling nan | mentions=--coupling
        line-coupling-minf | err | chart line --animation spring --values 3,1,4 --coupling=-inf | mentions=--coupling
        line-coupling-negative | err | chart line --animation spring --values 3,1,4 --coupling -1 | mentions=--coupling
        line-coupling-1e309 | err | chart line --animation spring --values 3,1,4 --coupling 1e309 | mentions=--coupling
        line-coupling-too-stiff | err | chart line --animation spring --values 3,1,4 --coupling 1e300 | mentions=--coupling
        network-too-stiff-long | err | network --chain 3 --stiffness 1e30 --until 1e6 --fps 1e-3 | mentions=error bound
        network-omega-squared-overflow | err | network --chain 3 --mass 1e-300 --stiffness 1e300 --fps 5 | mentions=ω² overflows
        network-chain-huge-settle | err | network --chain 300 --damping-coefficient 1 | mentions=--max-rows
        network-free-settle | err | network --chain 2 --anchor none | mentions=rigid-body
        network-nan-velocity | err | network --chain 2 --velocity nan | mentions=--velocity
        network-negative-velocity | ok | network --chain 2 --velocity -3 --until 0.1
        fit-mass-inf | err | fit spring --samples none.csv --mass 1e309 | mentions=--mass
        fit-mass-zero | err | fit spring --samples none.csv --mass 0 | mentions=--mass
        fit-from-nan | err | fit spring --samples none.csv --from nan | mentions=--from
        fit-to-minf | err | fit spring --samples none.csv --to=-inf | mentions=--to
        fit-from-equals-to | err | fit spring --samples none.csv --from 1 --to 1 | mentions=--from
        fit-missing-file | err | fit spring --samples none.csv | mentions=none.csv
        fit-no-samples | err | fit spring | mentions=<stdin>
        network-huge-state | err | network --chain 2 --x0 1e308,-1e308 --v0 0,0 --until 0.1 | mentions=largest finite double
        follow-count-nonclassical-too-many | err | follow --count 2000 --until 0.01 | mentions=at most 1000
        network-times-decreasing | err | network --chain 2 --times 0.2,0.1 | mentions=--times
        line-coupling-drawing | err | chart line --values 3,1,4 --coupling 10 | mentions=--coupling
        line-coupling-zero | ok | chart line --animation spring --values 3,1,4 --coupling 0 --mass 2 --stiffness 300 --damping-coefficient 5 | same=chart line --animation spring --values 3,1,4 --mass 2 --stiffness 300 --damping-coefficient 5
        line-coupling-tiny | ok | chart line --animation spring --values 3,1,4 --coupling 5e-324 | last-time=2.5
        follow-count-zero | err | follow --count 0 | mentions=--count
        follow-count-huge | err | follow --count 2001 | mentions=--count
        follow-stiffness-nan | err | follow --count 2 --stiffness nan | mentions=--stiffness
        follow-stiffness-zero | err | follow --count 2 --stiffness 0 | mentions=--stiffness
        follow-damping-negative | err | follow --count 2 --damping-coefficient -1 | mentions=--damping-coefficient
        follow-attachment-inf | err | follow --count 2 --attachment-stiffness inf | mentions=--attachment-stiffness
        follow-attachment-damping-nan | err | follow --count 2 --attachment-damping-coefficient nan | mentions=--attachment-damping-coefficient
        follow-mass-zero | err | follow --count 2 --mass 0 | mentions=--mass
        follow-until-duration | err | follow --count 2 --until duration | mentions=--until
        follow-until-huge | err | follow --count 2 --until 1e7 | mentions=--until
        follow-from-is-to | err | follow --count 2 --from 1 --to 1 | mentions=--from
        follow-undamped | err | follow --count 2 --damping-coefficient 0 --attachment-damping-coefficient 0 | mentions=--until settle
        follow-undamped-seconds | ok | follow --count 2 --damping-coefficient 0 --attachment-damping-coefficient 0 --until 0.5 | rows=62
        follow-max-rows | err | follow --count 1000 --until 1000 --max-rows 1000 | mentions=--max-rows
        # Scroll physics: domains, options that belong to another physics, extents, starts past an edge.
        scroll-velocity-nan | err | scroll --physics ios --velocity nan | mentions=--velocity
        scroll-velocity-minf | err | scroll --physics ios --velocity=-inf | mentions=--velocity
        scroll-velocity-huge | err | scroll --physics android --velocity 1e7 | mentions=--velocity
        scroll-velocity-missing | err | scroll --physics ios | mentions=--velocity
        scroll-physics-unknown | err | scroll --physics webkit --velocity 1 | mentions=--physics
        scroll-position-inf | err | scroll --physics ios --velocity 1 --position inf | mentions=--position
        scroll-extent-reversed | err | scroll --physics ios --velocity 1 --extent 10:-10 | mentions=--extent
        scroll-extent-one-number | err | scroll --physics ios --velocity 1 --extent 10 | mentions=--extent
        scroll-extent-nan | err | scroll --physics ios --velocity 1 --extent nan:1 | mentions=--extent
        scroll-extent-huge | err | scroll --physics ios --velocity 1 --extent 0:1e13 | mentions=--extent
        scroll-rate-negative | err | scroll --physics ios --velocity 1 --rate -0.998 | mentions=--rate
        scroll-rate-one | err | scroll --physics ios --velocity 1 --rate 1 | mentions=--rate
        scroll-rate-fast | err | scroll --physics ios-fast --velocity 1 --rate 0.9 | mentions=--rate
        scroll-viewport-zero | err | scroll --physics ios --velocity 1 --viewport 0 | mentions=--viewport
        scroll-viewport-android | err | scroll --physics android --velocity 1 --viewport 800 | mentions=--viewport
        scroll-power-ios | err | scroll --physics ios --velocity 1 --power 0.8 | mentions=--power
        scroll-time-constant-zero | err | scroll --physics framer-inertia --velocity 1 --time-constant 0 | mentions=--time-constant
        scroll-time-constant-sub-ms | ok | scroll --physics framer-inertia --velocity 1000 --time-constant 1e-9 | rows=2
        scroll-time-constant-overflow | err | scroll --physics framer-inertia --velocity 1000 --time-constant 1e-307 | mentions=time constant
        scroll-rest-speed-android | err | scroll --physics android --velocity 1 --rest-speed 1 | mentions=--rest-speed
        scroll-rest-speed-zero | err | scroll --physics ios --velocity 1 --rest-speed 0 | mentions=--rest-speed
        scroll-rest-speed-nan | err | scroll --physics ios --velocity 1 --rest-speed nan | mentions=--rest-speed
        scroll-rest-delta-ios | err | scroll --physics ios --velocity 1 --rest-delta 1 | mentions=--rest-delta
        scroll-rest-speed-tiny | ok | scroll --physics flutter-bouncing --velocity 3000 --extent 0:1000 --rest-speed 1e-6
        scroll-rest-speed-huge | ok | scroll --physics ios --velocity 3000 --rest-speed 1e6 | rows=1
        scroll-snap-flutter | err | scroll --physics flutter-bouncing --velocity 1 --snap 0,100 | mentions=--snap
        scroll-snap-bad | err | scroll --physics framer-inertia --velocity 1 --snap 0,inf | mentions=--snap
        scroll-fps-zero | err | scroll --physics ios --velocity 1 --fps 0 | mentions=--fps
        scroll-max-rows | err | scroll --physics framer-inertia --velocity 1e6 --time-constant 1000 --fps 1e6 | mentions=--max-rows
        scroll-android-outside | err | scroll --physics android --velocity 500 --position -5 --extent 0:100 | mentions=android
        scroll-ios-beyond-viewport | err | scroll --physics ios --velocity 0 --position 2000 --extent 0:100 --viewport 844 | mentions=viewport
        scroll-neg-velocity-space | ok | scroll --physics flutter-bouncing --velocity -3000 --position 400 --extent 0:1000 | same=scroll --physics flutter-bouncing --velocity=-3000 --position 400 --extent 0:1000
        scroll-neg-extent-space | ok | scroll --physics ios --velocity -2000 --extent -500:0 | same=scroll --physics ios --velocity=-2000 --extent=-500:0
        scroll-zero-velocity | ok | scroll --physics ios --velocity 0 | rows=1
        scroll-clamping-stays-in | ok | scroll --physics flutter-clamping --velocity 9000 --extent 0:300 | range=offset:0:300
        scroll-android-stays-in | ok | scroll --physics android --velocity -9000 --position 100 --extent 0:300 | range=offset:0:300
        scroll-ios-within-viewport | ok | scroll --physics ios --velocity 1000000 --extent 0:100 --viewport 50 | range=offset:0:150
        scroll-time-constant-tiny | ok | scroll --physics framer-inertia --velocity 1000 --time-constant 1e-300 --extent 0:100
        scroll-viewport-tiny | ok | scroll --physics ios --velocity 1000 --extent 0:100 --viewport 1e-300 | range=offset:0:100
        scroll-viewport-below-tolerance | ok | scroll --physics ios --velocity 1000 --extent 0:100 --viewport 0.2 | range=offset:0:100.2
        scroll-rate-tiny | ok | scroll --physics ios --velocity 1000000 --rate 1e-300 | rows=2
        scroll-rate-near-one | err | scroll --physics ios --velocity 1000 --rate 0.9999999999 | mentions=--max-rows
        scroll-huge-android | ok | scroll --physics android --velocity 1000000 --position -1e12 --fps 1 | monotone=offset
        scroll-framer-outside | ok | scroll --physics framer-inertia --velocity 0 --position -50 --extent 0:100 --format jsonl

        # Sweeps: grids at their edges; huge grids, bad shards and thread counts refused before anything is computed.
        sweep-step-zero | err | sweep --damping 0:1:0 | mentions=--damping
        sweep-step-nan | err | sweep --damping 0:1:nan | mentions=--damping
        sweep-stop-inf | err | sweep --response 0.1:inf:0.1 --damping 0.5 | mentions=--response
        sweep-wrong-sign | err | sweep --damping 1:0:0.1 | mentions=--damping
        sweep-two-parts | err | sweep --damping 0:1 | mentions=--damping
        sweep-huge-grid | err | sweep --damping 0:1:1e-300 | mentions=--damping
        sweep-huge-product | err | sweep --mass 1:1e6:1 --stiffness 1:1e6:1 | mentions=combinations
        sweep-negative-velocity | ok | sweep --damping 0.5 --velocity -2:2:1 | rows=5
        sweep-negative-damping | err | sweep --damping -0.5:0.5:0.5 | mentions=--damping
        sweep-velocity-max | any | sweep --damping 0.5 --velocity -1.7e308,1.7e308
        sweep-extreme-stiffness | any | sweep --mass 1e-300,1 --stiffness 1e300
        sweep-shard-k-gt-n | err | sweep --damping 0.5 --shard 3/2 | mentions=--shard
        sweep-shard-zero | err | sweep --damping 0.5 --shard 0/2 | mentions=--shard
        sweep-shard-huge | err | sweep --damping 0.5 --shard 1/1000000000 | mentions=--shard
        sweep-shard-auto-missing | err | sweep --damping 0.5 --shard auto | mentions=SLURM_ARRAY_TASK_ID
        sweep-jobs-huge | err | sweep --damping 0.5 --jobs 100000 | mentions=--jobs
        sweep-frames-max-rows | err | sweep --table frames --damping 0.5 --response 0.1:1:0.1 --max-rows 100 | mentions=--max-rows
        # rebound on real frame times: strictly increasing finite timestamps, non-negative thresholds, only with --policy rebound.
        frames-csv-column | ok | integrate --policy rebound --tension 230.2 --friction 19 --frame-times @{frame-times.csv}:t | rows=4
        frames-unsorted | err | integrate --policy rebound --frame-times 0,0.02,0.01 | mentions=--frame-times
        frames-duplicate-file | err | integrate --policy rebound --frame-times @{frame-times-dup.txt} | mentions=frame-times-dup.txt:3
        frames-nan | err | integrate --policy rebound --frame-times 0,nan | mentions=--frame-times
        frames-inf | err | integrate --policy rebound --frame-times 0,inf | mentions=--frame-times
        frames-empty | err | integrate --policy rebound --frame-times '' | mentions=--frame-times
        frames-without-policy | err | integrate --frame-times 0,0.1 | mentions=--policy rebound
        frames-policy-pop | err | integrate --policy pop --frame-times 0,0.1 | mentions=--policy rebound
        frames-with-times | err | integrate --policy rebound --frame-times 0,0.1 --times 0,0.1 | mentions=--times
        frames-rest-speed-negative | err | integrate --policy rebound --frame-times 0,0.1 --rest-speed -0.1 | mentions=--rest-speed
        frames-rest-displacement-nan | err | integrate --policy rebound --frame-times 0,0.1 --rest-displacement nan | mentions=--rest-displacement
        frames-rest-displacement-inf | err | integrate --policy rebound --frame-times 0,0.1 --rest-displacement inf | mentions=--rest-displacement
        frames-rest-without-frames | err | integrate --policy rebound --rest-speed 0.01 | mentions=--frame-times
        frames-clamp-without-frames | err | integrate --policy rebound --overshoot-clamping | mentions=--frame-times
        frames-max-rows | err | integrate --policy rebound --frame-times 0,0.1,0.2 --max-rows 2 | mentions=--max-rows
        frames-max-steps | err | integrate --policy rebound --frame-times 0,1,2 --max-steps 100 | mentions=--max-steps
        frames-stiff | err | integrate --policy rebound --stiffness 1e12 --damping 0.5 --frame-times 0,1,2 | mentions=unstable
        frames-huge-times | ok | integrate --policy rebound --stiffness 100 --damping 0.5 --frame-times 1e15,1.0000000000000002e15 | rows=2
        # Signals while writing --output: nothing may be left behind.
        sig-int-sample | any | path sample 'M0 0 C0 1 1 1 1 0' --count 10000000 --output {out.csv} | interrupt=0.5
        sig-term-sample | any | path sample 'M0 0 C0 1 1 1 1 0' --count 9999999 --output {out.csv} | terminate=0.5
        sig-int-integrate | any | integrate --method rk4 --dt 1e-7 --until 10 --max-steps 1000000000 --output {out.csv} | interrupt=0.5
        sig-term-wheel | any | wheel --prize 5 --turns 1000000 --output {out.csv} | terminate=0.5
        """#
}

/// Files the case table names as `{name}`.
extension ExtremeInputCase {
    /// Placeholders that are plain paths in the case folder (nothing is written there first).
    static let plainNames: Set<String> = [
        "out.csv", "out.txt", "out.json", "out.svg", "out.csv/", "nodir/out.csv", "missing.txt", "missing.json", "missing.csv", "-",
    ]

    static let fixtures: [String: Fixture] = {
        var f: [String: Fixture] = [
            // Lists for @FILE.
            "vals.txt": .text("3\n1\n4\n1\n5\n"),
            "vals-comma.txt": .text("3,1,4,1,5\n"),
            "vals-crlf.txt": .text("3\r\n1\r\n4\r\n"),
            "vals-no-newline.txt": .text("3\n1\n4"),
            "vals-bom.txt": .bytes([0xEF, 0xBB, 0xBF] + Array("3\n1\n4\n".utf8)),
            "blank-lines.txt": .text("3\n\n1\n\n4\n"),
            "times.txt": .text("0\n0.1\n0.5\n"),
            "frame-times.csv": .text("t,dt\n0,0\n0.0167,0.0167\n0.0333,0.0166\n0.1,0.0667\n"),
            "frame-times-dup.txt": .text("0\n0.0167\n0.0167\n"),
            "progress.txt": .text("0\n0.5\n1\n"),
            "advances.txt": .text("10\n10\n10\n"),
            "empty.txt": .text(""),
            "bad3.txt": .text("3\n1\nx4\n1\n"),
            "nan3.txt": .text("3\n1\nnan\n"),
            "inf2.txt": .text("3\ninf\n4\n"),
            "overflow4.txt": .text("0\n0.1\n0.2\n1e309\n"),
            "times-decreasing.txt": .text("0.5\n0.1\n"),
            "progress-outside.txt": .text("0\n1.5\n"),
            "advances-neg.txt": .text("10\n-10\n"),
            "data.csv": .text("name,value\na,3\nb,1\nc,4\n"),
            "data-bad.csv": .text("name,value\na,3\nb,oops\n"),
            "data-ragged.csv": .text("name,value\na,3\nb\n"),
            "binary.bin": .bytes([0xFF, 0xFE, 0x00, 0x01, 0x02, 0x80, 0xC3, 0x28]),
            "adir": .directory,
            // Scene files.
            "empty.json": .text(""),
            "scene-unclosed.json": .text("{\"values\": [1, 2"),
            "scene-array.json": .text("[1, 2, 3]"),
            "scene-nan.json": .text("{\"values\": [1, NaN, 3]}"),
            "scene-overflow.json": .text("{\"values\": [1, 1e999, 3]}"),
            "scene-wrong-type.json": .text("{\"values\": \"3,1,4\"}"),
            "scene-trailing.json": .text("{\"values\": [3, 1, 4]} trailing"),
            "scene-deep.json": .text(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)),
            "scene-deep-object.json": .text(String(repeating: "{\"a\":", count: 50_000) + "1" + String(repeating: "}", count: 50_000)),
            "scene-bom.json": .bytes([0xEF, 0xBB, 0xBF] + Array("{\"values\": [3, 1, 4]}".utf8)),
            "scene-dup.json": .text("{\"values\": [3, 1, 4], \"values\": [5, 6]}"),
            "scene-unknown-key.json": .text("{\"values\": [3, 1, 4], \"colour\": \"red\"}"),
            "bar-neg-width.json": .text("{\"values\": [3, 1, 4], \"width\": -295}"),
            "bar-huge-stagger.json": .text("{\"values\": [3, 1, 4], \"stagger\": 1e300}"),
            "ring-huge-move.json": .text("{\"moveDuration\": 1e300}"),
            "line-slow-gradient.json": .text("{\"gradientSpeed\": 1e-300}"),
            "line-slower-gradient.json": .text("{\"gradientSpeed\": 1e-15}"),
            "bar-huge-values.json": .text("{\"values\": [1e308, 1.7976931348623157e308, 0]}"),
            "bar-single.json": .text("{\"values\": [1]}"),
            "curve-zero-divisor.json": .text("{\"values\": [1, 2, 3, 4], \"thinningDivisor\": 0}"),
            "curve-huge-values.json": .text("{\"values\": [1e308, -1e308, 1e308]}"),
            "line-equal-bounds.json": .text("{\"values\": [1, 2, 3], \"layout\": {\"maxValue\": 5, \"minValue\": 5}}"),
            "line-huge-duration.json": .text("{\"values\": [1, 2, 3], \"animationDuration\": 1e300}"),
            "pie-bad-edit.json": .text("{\"values\": [10, 10], \"edits\": [{\"op\": \"delete\", \"index\": 7, \"time\": 0}]}"),
            "pie-zero.json": .text("{\"values\": [10, 0, 10]}"),
            "refresh-neg-radius.json": .text("{\"radius\": -10}"),
            "refresh-zero-width.json": .text("{\"width\": 0}"),
            "refresh-bad-progress.json": .text("{\"progress\": [0, 0.5, 1e300]}"),
            "wheel-empty.json": .text("{\"sectors\": []}"),
            "wheel-overlap.json": .text(
                "{\"sectors\": [{\"id\": 1, \"begin\": 0, \"end\": 200, \"title\": \"a\"}, {\"id\": 2, \"begin\": 100, \"end\": 360, \"title\": \"b\"}]}"
            ),
            "wheel-nan.json": .text(
                "{\"sectors\": [{\"id\": 1, \"begin\": 0, \"end\": NaN, \"title\": \"a\"}, {\"id\": 2, \"begin\": 180, \"end\": 360, \"title\": \"b\"}]}"
            ),
            "wheel-gap.json": .text(
                "{\"sectors\": [{\"id\": 1, \"begin\": 0, \"end\": 90, \"title\": \"a\"}, {\"id\": 2, \"begin\": 180, \"end\": 360, \"title\": \"b\"}]}"
            ),
            "wheel-dup.json": .text(
                "{\"sectors\": [{\"id\": 1, \"begin\": 0, \"end\": 180, \"title\": \"a\"}, {\"id\": 1, \"begin\": 180, \"end\": 360, \"title\": \"b\"}]}"
            ),
            "wheel-huge.json": .text(
                "{\"sectors\": [{\"id\": 1, \"begin\": 1e300, \"end\": 1e300, \"title\": \"a\"}, {\"id\": 2, \"begin\": 1e300, \"end\": 1.0000000000000001e300, \"title\": \"b\"}]}"
            ),
            // CSV tables for render plot.
            "plot.csv": .text("time,value\n0,0\n0.5,0.8\n1,1\n"),
            "plot-header-only.csv": .text("time,value\n"),
            "plot-ragged.csv": .text("time,value\n0,1\n1\n"),
            "plot-bad-number.csv": .text("time,value\n0,1\n1,abc\n"),
            "plot-nan.csv": .text("time,value\n0,1\n1,nan\n2,3\n"),
            "plot-inf.csv": .text("time,value\n0,1\n1,inf\n2,3\n"),
            "plot-huge.csv": .text("time,value\n0,1\n1,1e308\n2,-1e308\n"),
            "plot-max.csv": .text("time,value\n-1.7976931348623157e308,1\n1.7976931348623157e308,2\n"),
            "plot-subnormal.csv": .text("time,value\n0,0\n1,5e-324\n2,1e-320\n"),
            "plot-constant.csv": .text("time,value\n0,7\n1,7\n2,7\n"),
            "plot-single.csv": .text("time,value\n0,1\n"),
            "plot-crlf.csv": .text("time,value\r\n0,1\r\n1,2\r\n"),
            "plot-decreasing.csv": .text("time,value\n2,1\n1,2\n0,3\n"),
            // Output targets.
            "plot-markup.csv": .text("time,<v>\n0,1\n1,2\n"),
            "line-huge-spacing.json": .text("{\"values\": [3, 1, 4], \"layout\": {\"pointSpacing\": 1e308}}"),
            "curve-huge-height.json": .text("{\"values\": [3, 1, 4], \"layout\": {\"height\": 1e308}}"),
            "bar-empty.json": .text("{\"values\": []}"),
            "bar-null.json": .text("{\"values\": [1, 2], \"width\": null}"),
            "bar-unknown-field.json": .text("{\"values\": [1, 2], \"fps\": 60}"),
            "bar-surrogate.json": .text("{\"values\": [1, 2], \"title\": \"\\ud800\"}"),
            "bar-utf8.json": .bytes(Array("{\"values\": [1, 2], \"title\": \"".utf8) + [0xFF, 0xFE] + Array("\"}".utf8)),
            "bar-leading-zero.json": .text("{\"values\": [01, 2]}"),
            "bar-trailing-comma.json": .text("{\"values\": [1, 2,]}"),
            "bar-line-3.json": .text("{\n  \"values\": [1, 2],\n  \"width\": [}\n}\n"),
            "line-neg-spring.json": .text("{\"values\": [3, 1, 4], \"spring\": {\"damping\": -1}}"),
            "wheel-markup.json": .text(
                "{\"sectors\": [{\"id\": 1, \"begin\": 0, \"end\": 180, \"title\": \"<script>&\"}, {\"id\": 2, \"begin\": 180, \"end\": 360, \"title\": \"b\"}]}"
            ),
            "wheel-one.json": .text("{\"sectors\": [{\"id\": 1, \"begin\": 0, \"end\": 360, \"title\": \"a\"}]}"),
            "wheel-huge-font.json": .text(
                "{\"sectors\": [{\"id\": 1, \"begin\": 0, \"end\": 360, \"title\": \"a\"}], \"fontSize\": 1e308}"),
            "old.csv": .text("keep me\n"),
            "target.csv": .text("keep the target\n"),
            "link.csv": .symlink("target.csv"),
            "dangling.csv": .symlink("nodir/x.csv"),
            "pipe": .fifo,
        ]
        let many = (0..<100_000).map { String(Double($0) / 1000) }
        f["times-100k.txt"] = .text(many.joined(separator: "\n") + "\n")
        f["advances-100k.txt"] = .text(String(repeating: "1e295\n", count: 100_000))
        f["vals-100k.txt"] = .text((0..<100_000).map { String($0 % 97) }.joined(separator: "\n") + "\n")
        f["vals-1000.txt"] = .text((0..<1000).map { String(($0 * 37) % 101) }.joined(separator: "\n") + "\n")
        f["plot-100k.csv"] = .text("time,value\n" + (0..<100_000).map { "\($0),\(($0 * 7919) % 1000)" }.joined(separator: "\n") + "\n")
        return f
    }()
}
