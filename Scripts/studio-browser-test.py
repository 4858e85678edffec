#!/usr/bin/env python3
"""The studio page in real headless Chromium (Debian's chromium + chromium-driver, Selenium).

Checks, against `springsim` run directly with the same flags:
  1. each spring family, set through the editor: the plotted table and the hand-off text equal
     the CLI's output, and the plot has one point per row;
  2. the preview's exact element at >= 10 stepped frames sits at the table's value within 0.5 px;
  3. the linear() preview, seeked with the Web Animations API at the table's frames, stays within
     its stated bound of the exact motion (measured in the browser);
  4. a scripted flick (pointer events) and a keyboard flick produce tables whose first velocity
     equals the release velocity;
  5. prefers-reduced-motion: nothing autoplays, the preview and scenes are still;
  6. the back button restores the previous spring; every control is reachable from the keyboard;
  7. zero console errors.
--screenshots DIR saves PNGs of the page there. Prints "browser: N passed, M failed".
"""
import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from studio_server import Checks, Studio  # noqa: E402

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.actions.action_builder import ActionBuilder  # noqa: E402
from selenium.webdriver.common.actions.pointer_input import PointerInput  # noqa: E402
from selenium.webdriver.common.actions import interaction  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import Select  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
DISTANCE = 300.0

FAMILIES = [
    ("uikit", {"damping": "0.3", "duration": "0.8"}, "1.4"),
    ("swiftui-response", {"response": "0.55", "damping": "0.7"}, "0"),
    ("swiftui-duration", {"duration": "0.6", "bounce": "0.25"}, "0.5"),
    ("core-animation", {"mass": "1", "stiffness": "180", "damping-coefficient": "12"}, "0"),
    ("compose", {"damping": "0.6", "stiffness": "400"}, "-1"),
    ("pop", {"bounciness": "10", "speed": "8"}, "0"),
    ("react-spring", {"tension": "210", "friction": "20", "mass": "1"}, "0"),
    ("origami", {"tension": "40", "friction": "7"}, "0"),
    ("framer", {"stiffness": "300", "damping-coefficient": "15", "mass": "1.5"}, "0"),
    ("flutter", {"mass": "1", "stiffness": "250", "damping-coefficient": "20"}, "2"),
]


def chrome(reduced=False):
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1100,1900",
                 "--force-device-scale-factor=1", "--no-first-run", "--disable-extensions"]:
        options.add_argument(flag)
    if reduced:
        options.add_argument("--force-prefers-reduced-motion")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(options=options, service=service)


def wait_ready(driver, timeout=60):
    end = time.time() + timeout
    while time.time() < end:
        if driver.execute_script("return window.studio && window.studio.ready === true"):
            return True
        time.sleep(0.05)
    return False


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--screenshots", help="directory for PNG screenshots of the page")
    options = parser.parse_args()
    # 30 s: the page's `fit bezier` takes seconds of CPU in a debug build, more on a loaded machine.
    studio = Studio(ROOT, extra=["--max-seconds", "30"])
    check = Checks("browser", deferred=True)

    def cli(args):
        out = studio.springsim(args)
        return out.stdout.decode()

    errors = []
    driver = chrome()
    try:
        driver.get(studio.url + "/")
        check(wait_ready(driver), "the page becomes ready")
        check(driver.execute_script("return document.body.dataset.ready") == "true", "the first spring loads without an error")
        default = ["--damping", "0.15", "--duration", "1", "--velocity", "1.4"]
        check(driver.find_element(By.ID, "table-text").get_attribute("textContent") == cli(default), "default table equals the CLI's")
        if options.screenshots:
            os.makedirs(options.screenshots, exist_ok=True)
            driver.save_screenshot(os.path.join(options.screenshots, "studio-editor.png"))

        # 1. Each family through the editor.
        for family, fields, velocity in FAMILIES:
            Select(driver.find_element(By.ID, "family")).select_by_value(family)
            wait_ready(driver)
            for name, value in fields.items():
                box = driver.find_element(By.ID, f"field-{name}")
                box.clear()
                box.send_keys(value)
            v = driver.find_element(By.ID, "velocity")
            v.clear()
            v.send_keys(velocity)
            driver.find_element(By.CSS_SELECTOR, "#spring-form button[type=submit]").click()
            time.sleep(0.05)
            check(wait_ready(driver), f"{family}: ready")
            flags = []
            for name, value in fields.items():
                flags += [f"--{name}", value]
            if family == "origami":
                flags.append("--origami")
            if float(velocity) != 0:
                flags += [f"--velocity={velocity}"]
            table = driver.find_element(By.ID, "table-text").get_attribute("textContent")
            expected = cli(flags)
            check(table == expected and expected, f"{family}: the plotted table equals `springsim {' '.join(flags)}`")
            handoff = driver.find_element(By.ID, "handoff").get_attribute("textContent")
            check(handoff == cli(["convert", *flags]), f"{family}: the hand-off equals `springsim convert {' '.join(flags)}`")
            points = driver.execute_script("return document.querySelector('#plot path.value').getAttribute('d').split('L').length")
            check(points == expected.count("\n") - 1, f"{family}: the plot has one point per row ({points})")
            check(f"family={family}" in driver.current_url, f"{family}: the URL holds the state ({driver.current_url})")
            if options.screenshots and family == "pop":
                driver.save_screenshot(os.path.join(options.screenshots, "studio-family.png"))

        # 6a. The back button: choosing flutter and applying its fields were two history entries,
        # so two steps back is the framer spring as applied.
        driver.back()
        time.sleep(0.3)
        wait_ready(driver)
        driver.back()
        time.sleep(0.3)
        wait_ready(driver)
        family_now = driver.find_element(By.ID, "family").get_attribute("value")
        stiffness = driver.find_element(By.ID, "field-stiffness").get_attribute("value")
        check(family_now == "framer" and stiffness == "300", f"back restores the previous spring ({family_now}, {stiffness})")
        check(driver.find_element(By.ID, "table-text").get_attribute("textContent")
              == cli(["--stiffness", "300", "--damping-coefficient", "15", "--mass", "1.5"]), "back: the table is the framer spring's again")

        # 2. The exact preview at >= 10 stepped frames, against the table at the page's rate.
        driver.get(studio.url + "/?family=uikit&damping=0.15&duration=1&velocity=1.4")
        check(wait_ready(driver), "uikit 0.15/1.4 ready")
        fps = driver.execute_script("return window.studio.fps")
        table = cli(["--damping", "0.15", "--velocity", "1.4", "--fps", str(fps)]).strip().split("\n")
        values = [float(line.split(",")[2]) for line in table[1:]]
        # Seek to frame 0 (the autoplay may have ended on the last frame), then step.
        driver.execute_script("window.studio.preview.stop(); window.studio.preview.show(0)")
        steps = 0
        sampled = 0
        worst = 0.0
        for target in [1, 2, 3, 5, 8, 13, 21, 34, 40, 47, 55]:
            while steps < target:
                driver.find_element(By.ID, "step").click()
                steps += 1
            x = driver.execute_script("return new DOMMatrixReadOnly(getComputedStyle(document.getElementById('dot-exact')).transform).m41")
            index = driver.execute_script("return window.studio.preview.index")
            worst = max(worst, abs(x - values[index] * DISTANCE))
            check(index == target and abs(x - values[index] * DISTANCE) <= 0.5, f"exact preview at frame {target}: {x} vs {values[index] * DISTANCE}")
            sampled += 1
        check(sampled >= 10, "at least 10 sampled preview times")
        print(f"browser: exact preview at {sampled} frames ({fps} Hz), worst {worst:.4f} px")

        # The running preview: rAF-driven positions are always one of the table's frames.
        driver.find_element(By.ID, "replay").click()
        seen = []
        for _ in range(12):
            time.sleep(0.03)
            seen.append(driver.execute_script(
                "const p = window.studio.preview; return [p.index, new DOMMatrixReadOnly(getComputedStyle(p.exact).transform).m41]"))
        check(all(abs(x - values[i] * DISTANCE) <= 0.5 for i, x in seen), f"running preview sits on table frames: {seen[:4]}")

        # 3. linear() against the exact motion, in the browser.
        linear = driver.execute_script("return window.studio.linear")
        measured = driver.execute_script("return window.studio.linearMeasured")
        check(measured is not None and measured <= linear["bound"] + 1e-4, f"linear() measured {measured} within its bound {linear['bound']}")
        duration = linear["duration"]
        times = [duration * k / 13 for k in range(1, 13)]
        exact = cli(["--damping", "0.15", "--velocity", "1.4", "--times", ",".join(repr(t) for t in times)]).strip().split("\n")[1:]
        exact_values = [float(line.split(",")[2]) for line in exact]
        positions = driver.execute_script("""
            const a = document.getElementById('dot-linear').getAnimations()[0]; a.pause();
            return arguments[0].map(t => { a.currentTime = t * 1000;
              return new DOMMatrixReadOnly(getComputedStyle(document.getElementById('dot-linear')).transform).m41; });""", times)
        worst_linear = max(abs(p / DISTANCE - v) for p, v in zip(positions, exact_values))
        check(worst_linear <= linear["bound"] + 1e-4, f"linear() seeked at 12 times: worst {worst_linear} > {linear['bound']}")
        print(f"browser: linear() worst {max(measured, worst_linear):.6f} of the distance (stated {linear['bound']})")
        if options.screenshots:
            driver.find_element(By.ID, "preview-section").location_once_scrolled_into_view
            driver.save_screenshot(os.path.join(options.screenshots, "studio-preview.png"))

        # 4. Flick: scripted pointer drag, then the keyboard.
        card = driver.find_element(By.ID, "card")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", card)
        Select(driver.find_element(By.ID, "physics")).select_by_value("ios")
        pointer = PointerInput(interaction.POINTER_MOUSE, "mouse")
        actions = ActionBuilder(driver, mouse=pointer, duration=16)
        actions.pointer_action.move_to(card).pointer_down()
        for _ in range(6):
            actions.pointer_action.move_by(30, 0)
        actions.pointer_action.pointer_up()
        actions.perform()
        end = time.time() + 10
        while time.time() < end and not driver.execute_script("return document.body.dataset.flickFirstVelocity"):
            time.sleep(0.05)
        release = driver.execute_script("return window.studio.flick.releaseVelocity")
        first = driver.execute_script("return Number(document.body.dataset.flickFirstVelocity)")
        check(release is not None and release > 0 and first == release, f"flick: first velocity {first} equals the release velocity {release}")
        print(f"browser: flick released at {release} px/s; the table's first velocity {first}")
        time.sleep(0.5)
        driver.execute_script("delete document.body.dataset.flickFirstVelocity")
        card.send_keys(Keys.ARROW_LEFT)
        end = time.time() + 10
        while time.time() < end and not driver.execute_script("return document.body.dataset.flickFirstVelocity"):
            time.sleep(0.05)
        check(driver.execute_script("return Number(document.body.dataset.flickFirstVelocity)") == -1500, "keyboard flick starts at -1500 px/s")
        for physics in ["flutter-bouncing", "android", "framer-inertia"]:
            Select(driver.find_element(By.ID, "physics")).select_by_value(physics)
            driver.execute_script("delete document.body.dataset.flickFirstVelocity")
            card.send_keys(Keys.ARROW_RIGHT)
            end = time.time() + 10
            while time.time() < end and not driver.execute_script("return document.body.dataset.flickFirstVelocity"):
                time.sleep(0.05)
            check(driver.execute_script("return document.body.dataset.flickFirstVelocity") is not None, f"flick with {physics} plays a table")
        if options.screenshots:
            time.sleep(1.5)
            driver.save_screenshot(os.path.join(options.screenshots, "studio-flick.png"))

        # Scenes play (each one's table loads and draws).
        for button in driver.find_elements(By.CSS_SELECTOR, "#scene-buttons button"):
            button.click()
            time.sleep(0.6)
            check(driver.execute_script("return document.querySelector('#scene-stage svg') !== null"), f"scene {button.text} draws")
        if options.screenshots:
            driver.find_element(By.ID, "scenes-section").location_once_scrolled_into_view
            driver.save_screenshot(os.path.join(options.screenshots, "studio-scenes.png"))

        # 6b. Keyboard: every control is focusable, in order, with Tab.
        focusable = driver.execute_script("""
            return [...document.querySelectorAll('button, select, input, [tabindex]')].filter(e => !e.disabled)
              .every(e => e.tabIndex >= 0);""")
        check(focusable, "every control can take the keyboard focus")
        driver.execute_script("document.activeElement.blur(); window.scrollTo(0, 0)")
        reached = set()
        for _ in range(80):
            ActionChains(driver).send_keys(Keys.TAB).perform()
            reached.add(driver.execute_script("return document.activeElement.id || document.activeElement.textContent.slice(0, 20)"))
        check({"family", "preset", "replay", "step", "card", "physics"} <= reached, f"Tab reaches the controls: {sorted(reached)[:12]}")
        errors += [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    finally:
        driver.quit()

    # 5. Reduced motion.
    driver = chrome(reduced=True)
    try:
        driver.get(studio.url + "/?family=uikit&damping=0.15&duration=1&velocity=1.4")
        check(wait_ready(driver), "reduced motion: ready")
        time.sleep(0.5)
        state = driver.execute_script("""
            const p = window.studio.preview;
            return { motion: document.body.dataset.motion, playing: p.playing, index: p.index, last: p.values.length - 1,
                     running: document.getAnimations().filter(a => a.playState === 'running').length,
                     scene: document.getElementById('scene-stage').dataset.frame };""")
        check(state["motion"] == "reduced" and not state["playing"] and state["running"] == 0 and state["index"] == state["last"],
              f"reduced motion: no autoplay, a still preview at the final frame ({state})")
        check(state["scene"] is not None, "reduced motion: the scene shows a still frame")
        driver.find_element(By.CSS_SELECTOR, "#scene-buttons button[data-scene=wheel]").click()
        time.sleep(0.8)
        check(driver.execute_script("return document.getAnimations().filter(a => a.playState === 'running').length") == 0,
              "reduced motion: a scene is drawn still")
        errors += [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    finally:
        driver.quit()
        studio.stop()
        studio.cleanup()

    check(not errors, f"zero console errors: {json.dumps(errors)[:400]}")
    check.finish()


if __name__ == "__main__":
    main()
